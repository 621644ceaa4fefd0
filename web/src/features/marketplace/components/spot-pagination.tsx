import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { pageWindow, type MarketplaceQuery } from '../model/marketplace-query';

interface SpotPaginationProps {
  /** The search, filters and sort each page keeps. */
  query: MarketplaceQuery;
  page: number;
  totalPages: number;
  /** A page link was followed: the results' summary takes the focus once the page is answered. */
  onPage?: () => void;
}

function PageLink({
  query,
  page,
  label,
  children,
  onPage,
}: {
  query: MarketplaceQuery;
  page: number;
  label: string;
  children: string;
  onPage?: () => void;
}) {
  return (
    <Link
      className="page-link"
      to={paths.marketplace.href({ ...query, page })}
      aria-label={label}
      onClick={onPage}
    >
      {children}
    </Link>
  );
}

export function SpotPagination({ query, page, totalPages, onPage }: SpotPaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label="Spot pages" className="mt-4">
      <ul className="pagination flex-wrap justify-content-center">
        <li className={`page-item${hasPrevious ? '' : ' disabled'}`}>
          {hasPrevious ? (
            <PageLink query={query} page={page - 1} label="Previous page" onPage={onPage}>
              Previous
            </PageLink>
          ) : (
            <span className="page-link">Previous</span>
          )}
        </li>
        {pageWindow(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={number} className={`page-item${number === page ? ' active' : ''}`}>
              {number === page ? (
                <span className="page-link" aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {number}
                </span>
              ) : (
                <PageLink query={query} page={number} label={`Page ${number}`} onPage={onPage}>
                  {String(number)}
                </PageLink>
              )}
            </li>
          ),
        )}
        <li className={`page-item${hasNext ? '' : ' disabled'}`}>
          {hasNext ? (
            <PageLink query={query} page={page + 1} label="Next page" onPage={onPage}>
              Next
            </PageLink>
          ) : (
            <span className="page-link">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
