// /sponsor/spots: every content of the sponsor in every status, filtered by state (kept in the URL), each
// linking to its order page.
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { CONTENT_STATE_LABEL, contentStateOf } from '../../orders';
import { useSponsorContents } from '../api/list-contents';
import { ContentsFailed, ContentsLoading } from '../components/contents-status';
import { CONTENT_FILTERS, filterContents, readFilter, type ContentFilter } from '../model/contents';

const FILTER_LABEL: Record<ContentFilter, string> = { all: 'All', ...CONTENT_STATE_LABEL };

export function Component() {
  const [search, setSearch] = useSearchParams();
  const filter = readFilter(search.get('status'));
  const contents = useSponsorContents();

  let body;
  if (contents.isPending) body = <ContentsLoading />;
  else if (contents.isError || !contents.data)
    body = <ContentsFailed error={contents.error} onRetry={() => void contents.refetch()} />;
  else if (contents.data.contents.length === 0)
    body = (
      <EmptyState
        title="No reservations yet"
        action={
          <Link className="btn btn-primary" to={paths.marketplace.href()}>
            Find a spot
          </Link>
        }
      >
        Open an available spot in the marketplace and place your decal on it.
      </EmptyState>
    );
  else {
    const shown = filterContents(contents.data.contents, filter);
    body = (
      <>
        <div className="mb-3" style={{ maxWidth: 240 }}>
          <label htmlFor="status-filter" className="form-label">
            Status
          </label>
          <select
            id="status-filter"
            className="form-select"
            value={filter}
            onChange={(event) =>
              setSearch(event.target.value === 'all' ? {} : { status: event.target.value }, { replace: true })
            }
          >
            {CONTENT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
        {shown.length === 0 ? (
          <p className="text-body-secondary" role="status">
            No reservations with this status.
          </p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle" data-testid="sponsor-contents">
              <caption className="visually-hidden">Your reservations</caption>
              <thead>
                <tr>
                  <th scope="col">Spot</th>
                  <th scope="col">Status</th>
                  <th scope="col">Link</th>
                  <th scope="col">Check</th>
                </tr>
              </thead>
              <tbody>
                {shown.map(({ spotName, content }) => (
                  <tr key={content.id}>
                    <th scope="row">
                      <Link to={paths.order.href(content.spotId)}>{spotName}</Link>
                    </th>
                    <td>{CONTENT_STATE_LABEL[contentStateOf(content)]}</td>
                    <td className="text-break">{content.linkUrl || '—'}</td>
                    <td>
                      {content.aICheckPassed ? 'Passed' : content.aICheckedOn ? 'Failed' : 'Not checked'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </>
    );
  }

  return (
    <Page
      title="Your sponsored spots"
      lead="The spots you reserved or started to reserve, with their link, check and status."
    >
      {body}
    </Page>
  );
}
