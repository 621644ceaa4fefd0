// /marketplace: search, filter, sort and page through the public spots. All of it lives in the URL
// (model/marketplace-query.ts), so reload and the back button keep it; a new filter or sort goes to page 1.
import type { QueryClient } from '@tanstack/react-query';
import type { SpotSort } from '@sponsorspot/contract/search-rules';
import { forwardRef, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigation, useSearchParams, type LoaderFunction } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { NotOffered } from '../../../components/not-offered';
import { Page } from '../../../components/page';
import { MARKETPLACE_PAGE_SIZE } from '../../../config/constants';
import { getConfig } from '../../../config/load-config';
import { paths } from '../../../config/paths';
import { focusResult } from '../../../lib/focus';
import { formatCount } from '../../../lib/format';
import { spotsQueryOptions, useSpotSearch } from '../api/search-spots';
import { MARKETPLACE_LEAD, MARKETPLACE_TITLE } from '../model/marketplace-copy';
import { SpotCard, SpotCardSkeleton } from '../components/spot-card';
import { SpotFilters } from '../components/spot-filters';
import { SpotPagination } from '../components/spot-pagination';
import { SpotSearchBox } from '../components/spot-search-box';
import { SpotSortSelect } from '../components/spot-sort';
import {
  activeFilterCount,
  NO_FILTERS,
  pageCount,
  readMarketplaceQuery,
  shownRange,
  type MarketplaceFilters,
  type MarketplaceQuery,
} from '../model/marketplace-query';

/** The search as the API is asked it, from the URL's query. */
const searchOf = ({ q, page, ...rest }: MarketplaceQuery) => ({ searchText: q, pageNumber: page, ...rest });

// Route modules export their loader factory beside the screen (see app/route-types.ts).
// eslint-disable-next-line react-refresh/only-export-components
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) => {
    const query = readMarketplaceQuery(new URL(request.url).searchParams);
    // Starts the search as soon as the route matches (or answers at once from the cache) without holding
    // the navigation: the screen shows skeletons, or keeps the previous page, until the spots arrive, and
    // shows a failure itself with "Try again" instead of the route's error page.
    void queryClient.ensureQueryData(spotsQueryOptions(searchOf(query))).catch(() => undefined);
    return null;
  };
}

/**
 * The line above the cards; it says "Loading spots…" above the skeletons, so the cards start where they did.
 * Applying a price range moves the focus here (tabIndex -1), where the new count is read.
 */
const ResultsStatus = forwardRef<HTMLParagraphElement, { children: ReactNode }>(function ResultsStatus(
  { children },
  ref,
) {
  return (
    <p ref={ref} tabIndex={-1} className="text-body-secondary small mb-0 results-status" role="status">
      {children}
    </p>
  );
});

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readMarketplaceQuery(searchParams);
  const navigation = useNavigation();
  // The controls show the question on its way: the router changes the URL in a transition, once the route's
  // loader has run, and until then a controlled checkbox or select would spring back to what the URL says.
  const [asking, setAsking] = useState<MarketplaceQuery | null>(null);
  const [answeredSearch, setAnsweredSearch] = useState(searchParams.toString());
  if (searchParams.toString() !== answeredSearch) {
    setAnsweredSearch(searchParams.toString());
    setAsking(null);
  }
  const asked = asking ?? current;
  const { q } = current;
  const { sort } = asked;
  const filters: MarketplaceFilters = {
    priceMin: asked.priceMin,
    priceMax: asked.priceMax,
    sizes: asked.sizes,
    placements: asked.placements,
    availability: asked.availability,
  };
  const query = useSpotSearch(searchOf(current));
  const { apiBaseUrl } = getConfig();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  // After "Apply price", "Clear filters" or a page link the focus goes to what they changed, once it is
  // answered: the count above the cards, or the empty state's heading when nothing is left.
  const focusPending = useRef(false);
  const focusResults = () => {
    focusPending.current = true;
  };
  const answered = !query.isFetching;
  useEffect(() => {
    if (!focusPending.current || !answered) return;
    focusPending.current = false;
    const target = statusRef.current ?? resultsRef.current?.querySelector<HTMLElement>('h2');
    focusResult(target);
  }, [answered, query.data]);

  /** Goes to the URL of a new question (page 1): a history entry, so the back button returns to this one. */
  const go = (next: Partial<MarketplaceQuery>, { replace = false } = {}) => {
    const nextQuery = { ...asked, ...next, page: 1 };
    setAsking(nextQuery);
    const url = new URL(paths.marketplace.href(nextQuery), window.location.origin);
    setSearchParams(url.searchParams, { replace });
  };
  const search = useCallback(
    (text: string, { replace }: { replace: boolean }) => {
      const url = new URL(paths.marketplace.href({ ...current, q: text, page: 1 }), window.location.origin);
      setSearchParams(url.searchParams, { replace });
    },
    // The URL is the state: a new search keeps the filters the URL holds now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearchParams, searchParams],
  );
  const clearSearch = () => go({ q: '' });
  const clearFilters = () => {
    go(NO_FILTERS);
    focusResults();
  };
  const changeFilters = (next: MarketplaceFilters, options: { focusResults?: boolean } = {}) => {
    go(next);
    if (options.focusResults) focusResults();
  };
  const filtered = activeFilterCount(current) > 0;

  const updating =
    (query.isPlaceholderData && query.isFetching) ||
    (navigation.state === 'loading' && navigation.location.pathname === paths.marketplace.pattern);
  const data = query.data;
  // A backend that knows only the spec's fields ignores the filters and sort, and answers without facets.
  const filtersOffered = data === undefined || data.facets !== undefined;

  let results;
  if (data) {
    const totalPages = pageCount(data.totalCount, data.pageSize);
    const range = shownRange(data.pageNumber, data.pageSize, data.spots.length);
    if (data.totalCount === 0) {
      results = filtered ? (
        <EmptyState
          title="No spots match these filters"
          action={
            <button type="button" className="btn btn-primary" onClick={clearFilters}>
              Clear filters
            </button>
          }
        >
          {data.searchText ? `None of the spots found for “${data.searchText}” ` : 'No spot '}
          has every filter you chose. The counts beside each choice say how many spots it leaves.
        </EmptyState>
      ) : data.searchText ? (
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
            <Link className="btn btn-primary" to={paths.marketplace.href({ ...current, page: totalPages })}>
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
          <ResultsStatus ref={statusRef}>
            Showing {range.first}–{range.last} of {formatCount(data.totalCount, 'spot')}
          </ResultsStatus>
          <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled mb-0">
            {data.spots.map((spot) => (
              <li className="col" key={spot.id}>
                <SpotCard spot={spot} apiBaseUrl={apiBaseUrl} />
              </li>
            ))}
          </ul>
          <SpotPagination
            query={current}
            page={data.pageNumber}
            totalPages={totalPages}
            onPage={focusResults}
          />
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
        <ResultsStatus ref={statusRef}>Loading spots…</ResultsStatus>
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
    <Page title={MARKETPLACE_TITLE} lead={MARKETPLACE_LEAD}>
      <SpotSearchBox value={q} onSearch={search} />
      <div className="row g-4">
        <div className="col-lg-3">
          {filtersOffered ? (
            <SpotFilters
              filters={filters}
              facets={data?.facets}
              search={
                data
                  ? { status: 'ready', totalCount: data.totalCount }
                  : query.isError
                    ? { status: 'error' }
                    : { status: 'loading' }
              }
              onChange={changeFilters}
              onClear={clearFilters}
            />
          ) : (
            <NotOffered what="Filters and sorting">
              Every spot is listed in the marketplace’s own order; search by words to narrow it.
            </NotOffered>
          )}
        </div>
        <div className="col-lg-9">
          <div className="d-flex flex-wrap justify-content-end align-items-center gap-2 mb-3">
            {filtersOffered ? (
              <SpotSortSelect value={sort} onChange={(next: SpotSort) => go({ sort: next })} />
            ) : null}
          </div>
          <div
            ref={resultsRef}
            aria-busy={updating || (!data && query.isFetching)}
            className={updating ? 'results-updating' : undefined}
            data-testid="spot-results"
          >
            {results}
          </div>
        </div>
      </div>
    </Page>
  );
}
