// /sponsor/spots: every content of the sponsor in every status, filtered by status and by text (both kept in
// the URL), each linking to its order page; a running reservation is unreserved from its row after a
// confirmation that says when it ends and what is billed (the dialog loads on first use).
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { HoldCountdown } from '../../../components/hold-countdown';
import { Page } from '../../../components/page';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { paths } from '../../../config/paths';
import { formatDay } from '../../plans';
import {
  AWAITS_APPROVAL_LABEL,
  billingWords,
  PAID_BY_EXPLAINED,
  CONTENT_STATE_LABEL,
  contentLabelOf,
  isHeldForMe,
  ReviewNote,
  unreservedText,
  UnreserveDialog,
} from '../../orders';
import { ContentsGate } from '../components/contents-status';
import {
  canUnreserve,
  CONTENT_FILTERS,
  contentsHrefQuery,
  filterContents,
  readContentsQuery,
  type ContentFilter,
  type ContentItem,
  type ContentsQuery,
} from '../model/contents';

const FILTER_LABEL: Record<ContentFilter, string> = {
  all: 'All',
  ...CONTENT_STATE_LABEL,
  review: AWAITS_APPROVAL_LABEL,
};

function checkText(content: ContentItem['content']): string {
  if (content.aICheckPassed) return 'Passed';
  return content.aICheckedOn ? 'Failed' : 'Not checked';
}

function BillingCell({ content }: { content: ContentItem['content'] }) {
  const { paidBy, next } = billingWords(content, formatDay);
  if (!paidBy && !next) return <>—</>;
  return (
    <>
      {paidBy ? <span className="d-block">{paidBy}</span> : null}
      {next ? <span className="d-block small">{next}</span> : null}
    </>
  );
}

function Filters({ query, onChange }: { query: ContentsQuery; onChange: (next: ContentsQuery) => void }) {
  return (
    <form
      className="d-flex flex-wrap gap-3 mb-3"
      role="search"
      aria-label="Filter your reservations"
      onSubmit={(event) => event.preventDefault()}
    >
      <div style={{ minWidth: 200 }}>
        <label htmlFor="status-filter" className="form-label">
          Status
        </label>
        <select
          id="status-filter"
          className="form-select"
          value={query.status}
          onChange={(event) => onChange({ ...query, status: event.target.value as ContentFilter })}
        >
          {CONTENT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABEL[value]}
            </option>
          ))}
        </select>
      </div>
      <div style={{ minWidth: 240 }}>
        <label htmlFor="text-filter" className="form-label">
          Spot, link or title
        </label>
        <input
          id="text-filter"
          type="search"
          className="form-control"
          value={query.text}
          onChange={(event) => onChange({ ...query, text: event.target.value })}
        />
      </div>
    </form>
  );
}

/** The columns' names: the header's, and each cell's label when the rows stack on a narrow screen. */
const COLUMN = { status: 'Status', link: 'Link', check: 'Check', billing: 'Billing' } as const;

function ContentsTable({
  items,
  onUnreserve,
}: {
  items: ContentItem[];
  onUnreserve: (item: ContentItem) => void;
}) {
  return (
    <div className="table-responsive position-relative">
      <table className="table table-stack align-middle" data-testid="sponsor-contents">
        <caption className="visually-hidden">Your reservations</caption>
        <thead>
          <tr>
            <th scope="col">Spot</th>
            <th scope="col">{COLUMN.status}</th>
            <th scope="col">{COLUMN.link}</th>
            <th scope="col">{COLUMN.check}</th>
            <th scope="col">{COLUMN.billing}</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const { spotName, content } = item;
            return (
              <tr key={content.id}>
                <th scope="row">
                  <Link to={paths.order.href(content.spotId)}>{spotName}</Link>
                </th>
                <td data-label={COLUMN.status}>
                  {contentLabelOf(content, formatDay)}
                  {isHeldForMe(content) ? (
                    <span className="d-block small">
                      <HoldCountdown until={content.heldUntil} holder="you" />
                    </span>
                  ) : null}
                  <ReviewNote content={content} className="mb-0" />
                </td>
                <td className="text-break table-stack-full" data-label={COLUMN.link}>
                  {content.linkUrl || '—'}
                </td>
                <td data-label={COLUMN.check}>{checkText(content)}</td>
                <td data-label={COLUMN.billing}>
                  <BillingCell content={content} />
                </td>
                <td className="text-end">
                  {canUnreserve(content) ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={`Unreserve ${spotName}`}
                      onClick={() => onUnreserve(item)}
                    >
                      Unreserve…
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function Component() {
  const [search, setSearch] = useSearchParams();
  const query = readContentsQuery(search);
  const [unreserving, setUnreserving] = useState<ContentItem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The unreserved row's button is gone with the dialog: focus goes to the message instead.
  const [doneRef, focusDone] = useFocusResult();
  const change = (next: ContentsQuery) =>
    setSearch(new URLSearchParams(contentsHrefQuery(next)), { replace: true });

  return (
    <Page
      title="Your sponsored spots"
      lead="The spots you reserved or started to reserve, with their link, check, billing and status."
    >
      <FormAlert ref={doneRef} tone="success" message={done} />
      <ContentsGate>
        {(items) => {
          const shown = filterContents(items, query);
          return (
            <>
              <Filters query={query} onChange={change} />
              {shown.length === 0 ? (
                <p className="text-body-secondary" role="status">
                  No reservations match these filters.
                </p>
              ) : (
                <ContentsTable
                  items={shown}
                  onUnreserve={(item) => {
                    setDone(null);
                    setUnreserving(item);
                  }}
                />
              )}
              <p className="small text-body-secondary" data-testid="paid-by-explained">
                {PAID_BY_EXPLAINED}
              </p>
            </>
          );
        }}
      </ContentsGate>
      {unreserving ? (
        <Suspense fallback={null}>
          <UnreserveDialog
            spotName={unreserving.spotName}
            content={unreserving.content}
            onClose={() => setUnreserving(null)}
            onUnreserved={(answer) => {
              setUnreserving(null);
              setDone(unreservedText(unreserving.content, answer, formatDay, unreserving.spotName));
              focusDone();
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
