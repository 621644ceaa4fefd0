// /marketplace: search and page through the public spots. Search text and page live in the URL.
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { Link, useNavigation, useSearchParams, type LoaderFunction } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { MARKETPLACE_PAGE_SIZE } from '../../../config/constants';
import { getConfig } from '../../../config/load-config';
import { paths } from '../../../config/paths';
import { spotsQueryOptions, useSpotSearch } from '../api/search-spots';
import { SpotCard, SpotCardSkeleton } from '../components/spot-card';
import { SpotPagination } from '../components/spot-pagination';
import { SpotSearchBox } from '../components/spot-search-box';
import { pageCount, readMarketplaceQuery, shownRange } from '../model/marketplace-query';

// Route modules export their loader factory beside the screen (see app/route-types.ts).
// eslint-disable-next-line react-refresh/only-export-components
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) => {
    const { q, page } = readMarketplaceQuery(new URL(request.url).searchParams);
    // Starts the search as soon as the route matches (or answers at once from the cache) without holding
    // the navigation: the screen shows skeletons, or keeps the previous page, until the spots arrive, and
    // shows a failure itself with "Try again" instead of the route's error page.
    void queryClient
      .ensureQueryData(spotsQueryOptions({ searchText: q, pageNumber: page }))
      .catch(() => undefined);
    return null;
  };
}

/** The line above the cards; it says "Loading spots…" above the skeletons, so the cards start where they did. */
function ResultsStatus({ children }: { children: ReactNode }) {
  return (
    <p className="text-body-secondary small mb-3" role="status">
      {children}
    </p>
  );
}

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, page } = readMarketplaceQuery(searchParams);
  const query = useSpotSearch({ searchText: q, pageNumber: page });
  const navigation = useNavigation();
  const { apiBaseUrl } = getConfig();

  const search = useCallback(
    (text: string, { replace }: { replace: boolean }) => {
      setSearchParams(text ? { q: text } : {}, { replace });
    },
    [setSearchParams],
  );
  const clearSearch = () => setSearchParams({});

  const updating =
    (query.isPlaceholderData && query.isFetching) ||
    (navigation.state === 'loading' && navigation.location.pathname === paths.marketplace.pattern);
  const data = query.data;

  let results;
  if (data) {
    const totalPages = pageCount(data.totalCount, data.pageSize);
    const range = shownRange(data.pageNumber, data.pageSize, data.spots.length);
    if (data.totalCount === 0) {
      results = data.searchText ? (
        <EmptyState
          title={`No spots match “${data.searchText}”`}
          action={
            <button type="button" className="btn btn-primary" onClick={clearSearch}>
              Clear search
            </button>
          }
        >
          Search looks at spot names, descriptions, location paths and publisher names. Try fewer or other
          words.
        </EmptyState>
      ) : (
        <EmptyState
          title="The marketplace has no spots yet"
          action={
            <Link className="btn btn-primary" to={paths.earn.href()}>
              List a spot on your site
            </Link>
          }
        >
          Spots appear here as soon as publishers publish them.
        </EmptyState>
      );
    } else if (data.spots.length === 0) {
      results = (
        <EmptyState
          title={`There is no page ${data.pageNumber}`}
          action={
            <Link
              className="btn btn-primary"
              to={paths.marketplace.href({ q: data.searchText, page: totalPages })}
            >
              Go to the last page ({totalPages})
            </Link>
          }
        >
          The results end on page {totalPages}.
        </EmptyState>
      );
    } else {
      results = (
        <>
          <ResultsStatus>
            Showing {range.first}–{range.last} of {data.totalCount} {data.totalCount === 1 ? 'spot' : 'spots'}
          </ResultsStatus>
          <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled mb-0">
            {data.spots.map((spot) => (
              <li className="col" key={spot.id}>
                <SpotCard spot={spot} apiBaseUrl={apiBaseUrl} />
              </li>
            ))}
          </ul>
          <SpotPagination q={data.searchText} page={data.pageNumber} totalPages={totalPages} />
        </>
      );
    }
  } else if (query.isError && !query.isFetching) {
    results = (
      <EmptyState
        tone="danger"
        title="The marketplace could not be loaded"
        action={
          <button type="button" className="btn btn-danger" onClick={() => void query.refetch()}>
            Try again
          </button>
        }
      >
        {query.error.message}
      </EmptyState>
    );
  } else {
    results = (
      <>
        <ResultsStatus>Loading spots…</ResultsStatus>
        <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled mb-0">
          {Array.from({ length: MARKETPLACE_PAGE_SIZE }, (_, index) => (
            // Keys of their own: an index key would match a spot's id and move that spot's item (a shift).
            <li className="col" key={`skeleton-${index}`}>
              <SpotCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Page
      title="Marketplace"
      lead="Advertising spots on publishers’ sites. Live spots show their current sponsor; available spots are open to reserve."
    >
      <SpotSearchBox value={q} onSearch={search} />
      <div
        aria-busy={updating || (!data && query.isFetching)}
        className={updating ? 'results-updating' : undefined}
        data-testid="spot-results"
      >
        {results}
      </div>
    </Page>
  );
}
