// "Notify me" on a spot another sponsor reserved: a signed-in user asks for a mail when it frees (or stops
// asking); the state is the server's (GET spot/{id}/watch), so it survives a reload. A visitor is offered to
// log in and come back here.
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { NotOffered } from '../../../components/not-offered';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { errorMessage, isNotOffered } from '../../../lib/errors';
import { useSpotWatch, useWatchSpot } from '../api/watch-spot';

export function NotifyMe({ spotId, loggedIn }: { spotId: number; loggedIn: boolean }) {
  const watch = useSpotWatch(spotId, { enabled: loggedIn });
  const change = useWatchSpot();
  // The button is busy while the change is sent: focus then goes to what it did, or to why it failed.
  const [stateRef, focusState] = useFocusResult<HTMLParagraphElement>();
  const [failedRef, focusFailed] = useFocusResult<HTMLDivElement>();
  if (!loggedIn)
    return (
      <p className="small mb-0">
        <Link to={paths.login.href(paths.order.href(spotId))}>Log in to be notified</Link> when this spot
        frees.
      </p>
    );
  if (watch.isPending) return <LoadingLine className="small mb-0">Loading…</LoadingLine>;
  if (isNotOffered(watch.error) || isNotOffered(change.error))
    return <NotOffered variant="inline" what="An email when this spot frees" />;
  if (watch.isError)
    return (
      <FormAlert message={`Whether you are notified could not be loaded: ${errorMessage(watch.error)}`} />
    );
  const watching = watch.data.watching;
  return (
    <div>
      <p ref={stateRef} className="small mb-2" role="status" data-testid="watch-state">
        {watching
          ? 'You will get an email when this spot frees.'
          : 'Want it? We can email you when it frees.'}
      </p>
      <Button
        size="sm"
        variant={watching ? 'outline-secondary' : 'outline-primary'}
        disabled={change.isPending}
        onClick={() =>
          change.mutate({ spotId, watching: !watching }, { onSuccess: focusState, onError: focusFailed })
        }
      >
        {watching ? 'Stop notifying' : 'Notify me when it frees'}
      </Button>
      <FormAlert ref={failedRef} message={change.isError ? errorMessage(change.error) : null} />
    </div>
  );
}
