// /publisher/spots: the publisher's spots in every status, with filters; create and edit in a form; publish,
// disable and back to draft where the transition is allowed; delete after a confirmation; the embed
// snippet. A signed-in user who is not a publisher is shown the way to /earn. Where the backend does not
// offer the list (an extension), the spots created or changed on this page stand in for it.
import { SpotStatus } from '@sponsorspot/contract/constants';
import type { PublisherSpot } from '@sponsorspot/contract/publisher';
import type { Spot } from '@sponsorspot/contract/sponsor';
import type { QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams, type LoaderFunction } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { NotOffered } from '../../../components/not-offered';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { errorMessage, isNotOffered } from '../../../lib/errors';
import { formatCount } from '../../../lib/format';
import { useSponsorUser } from '../../auth';
import { useDeleteSpot } from '../api/delete-spot';
import {
  publisherSpotsQueryOptions,
  usePublisherSpots,
  type PublisherSpotsParams,
} from '../api/list-publisher-spots';
import { useUpdateSpot } from '../api/update-spot';
import { DeleteSpotDialog } from '../components/delete-spot-dialog';
import {
  UnpublishSponsoredDialog,
  type UnpublishSponsoredDialogProps,
} from '../components/unpublish-sponsored-dialog';
import { SnippetDialog } from '../components/snippet-dialog';
import { SpotEditorDialog } from '../components/spot-editor-dialog';
import { SpotsTable } from '../components/spots-table';
import { StatusProblemAlert, type StatusProblem } from '../components/status-problem-alert';
import { STATUS_FILTERS, statusFilterOf, type StatusAction } from '../model/spot-actions';

const PAGE_SIZE = 20;

/** What a spot is after each status change, for the confirmation. */
const STATUS_DONE: Record<SpotStatus, string> = {
  [SpotStatus.Created]: 'new',
  [SpotStatus.Draft]: 'a draft',
  [SpotStatus.Published]: 'published',
  [SpotStatus.Disabled]: 'disabled',
};

function listParams(searchParams: URLSearchParams): PublisherSpotsParams {
  const status = statusFilterOf(searchParams.get('status'));
  const page = Number(searchParams.get('page'));
  return {
    status: status === null ? [] : [status],
    pageNumber: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

// Route modules export their loader factory beside the screen (see app/route-types.ts).
// eslint-disable-next-line react-refresh/only-export-components
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) => {
    // Starts the list without holding the navigation; the screen shows its own loading and failure.
    void queryClient
      .ensureQueryData(publisherSpotsQueryOptions(listParams(new URL(request.url).searchParams)))
      .catch(() => undefined);
    return null;
  };
}

function PublisherSpots() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = listParams(searchParams);
  const query = usePublisherSpots(params);
  const statusChange = useUpdateSpot();
  const remove = useDeleteSpot();
  // undefined: the form is closed; null: a new spot; a spot: editing it.
  const [editing, setEditing] = useState<Spot | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Spot | null>(null);
  const [embedding, setEmbedding] = useState<Spot | null>(null);
  // A sponsored spot taken out of the marketplace: asked first (UnpublishSponsoredDialog); `confirmed` runs
  // once the dialog has closed, so the outcome's focus is not handed back to the button that opened it.
  const [asking, setAsking] = useState<UnpublishSponsoredDialogProps['asking']>(null);
  const confirmed = useRef<(() => void) | null>(null);
  const [problem, setProblem] = useState<StatusProblem | null>(null);
  /** What the last save, status change or deletion did, in words. */
  const [outcome, setOutcome] = useState<string | null>(null);
  // Focus follows each action to what it did: the outcome, or the problem. The button pressed was busy or
  // is gone (a status button becomes another, a deleted spot's row goes), so focus would fall to the page.
  const [outcomeRef, focusOutcome] = useFocusResult<HTMLDivElement>();
  const [problemRef, focusProblem] = useFocusResult<HTMLDivElement>();
  // Saved or deleted in a dialog: the outcome takes focus once the dialog has closed, which would otherwise
  // hand it back to the button that opened it (or to nothing, when that row is gone).
  const outcomeAfterDialog = useRef(false);
  const focusOutcomeAfterDialog = () => {
    if (!outcomeAfterDialog.current) return;
    outcomeAfterDialog.current = false;
    focusOutcome();
  };
  // Without the list: the spots saved on this page, newest first, so they can still be published.
  const [savedHere, setSavedHere] = useState<Spot[]>([]);
  const remember = (saved: Spot) =>
    setSavedHere((spots) => [saved, ...spots.filter((spot) => spot.id !== saved.id)]);
  const listOffered = !isNotOffered(query.error);
  const filter = searchParams.get('status') ?? '';

  const setFilter = (value: string) => setSearchParams(value ? { status: value } : {});
  const setPage = (page: number) =>
    setSearchParams({ ...(filter ? { status: filter } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const openEditor = (spot: Spot | null) => {
    setProblem(null);
    setOutcome(null);
    setEditing(spot);
  };

  const changeStatus = (spot: Spot, action: StatusAction) => {
    setProblem(null);
    setOutcome(null);
    statusChange.mutate(
      { id: spot.id, status: action.to },
      {
        onSuccess: (saved) => {
          remember(saved);
          setOutcome(`“${saved.name}” is now ${STATUS_DONE[action.to]}.`);
          focusOutcome();
        },
        onError: (error) => {
          setProblem({ spot, action, error });
          focusProblem();
        },
      },
    );
  };

  /** A status button of the list: a sponsored published spot asks before it goes out of the marketplace. */
  const askToChangeStatus = (spot: PublisherSpot, action: StatusAction) => {
    if (spot.status === SpotStatus.Published && action.to !== SpotStatus.Published && spot.sponsor) {
      setAsking({ spot, sponsor: spot.sponsor, action });
      return;
    }
    changeStatus(spot, action);
  };

  const confirmDelete = (spot: Spot) => {
    remove.mutate(spot.id, {
      onSuccess: () => {
        setSavedHere((spots) => spots.filter((each) => each.id !== spot.id));
        setOutcome(`“${spot.name}” is deleted.`);
        outcomeAfterDialog.current = true;
        setDeleting(null);
      },
    });
  };

  const data = query.data;
  const table = (spots: PublisherSpot[]) => (
    <SpotsTable
      spots={spots}
      busyId={statusChange.isPending ? (statusChange.variables?.id ?? null) : null}
      onEdit={openEditor}
      onChangeStatus={askToChangeStatus}
      onEmbed={setEmbedding}
      onDelete={(spot) => {
        remove.reset();
        setOutcome(null);
        setDeleting(spot);
      }}
    />
  );
  let content;
  if (!listOffered) {
    content = (
      <>
        <NotOffered what="The list of your spots">
          Create a spot with “New spot”: the spots you create or change here show below until you leave the
          page, and a published spot shows in the marketplace.
        </NotOffered>
        {savedHere.length > 0 ? (
          <div className="mt-3">
            {table(savedHere.map((spot) => ({ ...spot, sponsor: null, heldBy: null })))}
          </div>
        ) : null}
      </>
    );
  } else if (data) {
    const pages = Math.max(1, Math.ceil(data.totalCount / data.pageSize));
    if (data.totalCount === 0) {
      content = filter ? (
        <EmptyState
          title="No spots in this status"
          action={
            <Button variant="primary" onClick={() => setFilter('')}>
              Show every spot
            </Button>
          }
        />
      ) : (
        <EmptyState
          title="You have no spots yet"
          action={
            <Button variant="primary" onClick={() => openEditor(null)}>
              Create your first spot
            </Button>
          }
        >
          A spot is a place on a page of your site where a sponsor’s decal shows.
        </EmptyState>
      );
    } else {
      content = (
        <>
          <p className="small text-body-secondary" role="status">
            {formatCount(data.totalCount, 'spot')}
            {pages > 1 ? ` · page ${data.pageNumber} of ${pages}` : ''}
          </p>
          {table(data.spots)}
          {pages > 1 ? (
            <nav aria-label="Pages of your spots" className="d-flex gap-2">
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={data.pageNumber <= 1}
                onClick={() => setPage(data.pageNumber - 1)}
              >
                Previous page
              </Button>
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={data.pageNumber >= pages}
                onClick={() => setPage(data.pageNumber + 1)}
              >
                Next page
              </Button>
            </nav>
          ) : null}
        </>
      );
    }
  } else if (query.isError && !query.isFetching) {
    content = (
      <EmptyState
        tone="danger"
        title="Your spots could not be loaded"
        action={
          <Button variant="danger" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(query.error)}
      </EmptyState>
    );
  } else {
    content = <LoadingLine>Loading your spots…</LoadingLine>;
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <Form.Group controlId="spot-status-filter" style={{ minWidth: 200 }} hidden={!listOffered}>
          <Form.Label className="small mb-1">Show</Form.Label>
          <Form.Select size="sm" value={filter} onChange={(event) => setFilter(event.target.value)}>
            <option value="">Every status</option>
            {STATUS_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button onClick={() => openEditor(null)}>New spot</Button>
      </div>
      {problem ? <StatusProblemAlert ref={problemRef} problem={problem} onEdit={openEditor} /> : null}
      <FormAlert ref={outcomeRef} tone="success" message={outcome} />
      <div aria-busy={query.isFetching}>{content}</div>

      <SpotEditorDialog
        editing={editing}
        onClose={() => setEditing(undefined)}
        onExited={focusOutcomeAfterDialog}
        onSaved={(saved) => {
          remember(saved);
          setOutcome(editing ? `“${saved.name}” is saved.` : `“${saved.name}” is created.`);
          outcomeAfterDialog.current = true;
          setEditing(undefined);
        }}
      />
      <DeleteSpotDialog
        spot={deleting}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        onExited={focusOutcomeAfterDialog}
      />
      <UnpublishSponsoredDialog
        asking={asking}
        onConfirm={() => {
          const chosen = asking;
          if (chosen) confirmed.current = () => changeStatus(chosen.spot, chosen.action);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
        onExited={() => {
          const run = confirmed.current;
          confirmed.current = null;
          run?.();
        }}
      />
      <SnippetDialog spot={embedding} onClose={() => setEmbedding(null)} />
    </>
  );
}

export function Component() {
  const sponsorUser = useSponsorUser();
  let body;
  if (sponsorUser.isPending) {
    body = <LoadingLine>Loading your publisher profile…</LoadingLine>;
  } else if (sponsorUser.data && !sponsorUser.data.publisher) {
    body = (
      <EmptyState
        title="You are not a publisher yet"
        action={
          <Link className="btn btn-primary" to={paths.earn.href()}>
            Start earning with your site
          </Link>
        }
      >
        Connect a payout account first; then list the places on your site that sponsors can reserve.
      </EmptyState>
    );
  } else {
    // A profile that could not be loaded does not block the list: the server answers for the caller.
    body = <PublisherSpots />;
  }
  return (
    <Page
      title="Your spots"
      lead="Every spot you list, in every state. Publish a spot to show it in the marketplace; disable it to take it out."
    >
      {body}
    </Page>
  );
}
