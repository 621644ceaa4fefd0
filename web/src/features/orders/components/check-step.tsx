// The reserve form's fourth step, the AI check: run on "Check" (focus then goes to its verdict, or to the
// error when it could not run), and again by itself after an edit cleared a check run here. The reasons it
// gives are shown at their fields by the form. On a live order (`sendsChange`) a passed check sends the
// change, so it runs only when asked, and only when there is something new to send.
import type { AiCheckResult } from '@sponsorspot/contract/content';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { FormAlert } from '../../../components/form-alert';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { toApiError } from '../../../lib/errors';
import { formatCount } from '../../../lib/format';
import { useAiCheck } from '../api/run-ai-check';

/** What a live order's Check step says once its change passed the check: it has been sent. */
export const CHANGE_SENT_TEXT = 'The check passed and your change was sent.';
export const NOTHING_TO_SEND_TEXT = 'Nothing new to send: replace the decal or edit the link first.';

/** How long after an edit the check runs again. */
const RECHECK_DELAY_MS = 800;

export function CheckStep({
  spotId,
  content,
  result,
  onResult,
  sendsChange = false,
}: {
  /** A live order's change: "Check and send", never re-run by itself. */
  sendsChange?: boolean;
  spotId: number;
  content: SpotContent | null;
  /** The last check run here, whose reasons the form shows at their fields. */
  result: AiCheckResult | null;
  onResult: (result: AiCheckResult) => void;
}) {
  const check = useAiCheck();
  const [checkedRef, focusChecked] = useFocusResult();
  const [checkFailedRef, focusCheckFailed] = useFocusResult();

  // After an edit cleared a check that was run here, it runs again once the user pauses.
  const { mutate: runCheck } = check;
  const needsRecheck = !sendsChange && result !== null && content !== null && content.aICheckedOn === null;
  const contentId = content?.id;
  useEffect(() => {
    if (!needsRecheck || contentId === undefined) return;
    const timer = window.setTimeout(
      () => runCheck({ spotContentId: contentId, spotId }, { onSuccess: onResult }),
      RECHECK_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [needsRecheck, contentId, runCheck, spotId, onResult]);

  return (
    <fieldset className="mb-4">
      <legend className="h6">{sendsChange ? '3. Check and send' : '4. Check'}</legend>
      <div className="d-flex align-items-center gap-3">
        <Button
          variant="outline-primary"
          // A live order's revision that passed is live or sent already: nothing new to send.
          disabled={!content || check.isPending || (sendsChange && content.aICheckPassed)}
          onClick={() =>
            content &&
            runCheck(
              { spotContentId: content.id, spotId },
              {
                onSuccess: (answer) => {
                  onResult(answer);
                  focusChecked();
                },
                onError: focusCheckFailed,
              },
            )
          }
        >
          {sendsChange ? 'Check and send the change' : 'Check'}
        </Button>
        <span ref={checkedRef} role="status" data-testid="check-status">
          {check.isPending
            ? 'Checking…'
            : sendsChange && content?.aICheckPassed
              ? result?.passed
                ? CHANGE_SENT_TEXT
                : NOTHING_TO_SEND_TEXT
              : content?.aICheckPassed
                ? 'The check passed.'
                : result && !result.passed
                  ? `The check found ${formatCount(result.reasons.length, 'problem')}: see the fields above.`
                  : content?.aICheckedOn === null || !content
                    ? 'Not checked yet.'
                    : 'The last check failed: run it again to see why.'}
        </span>
      </div>
      <FormAlert ref={checkFailedRef} message={check.isError ? toApiError(check.error).message : null} />
    </fieldset>
  );
}
