// The reserve steps as one form, resumed from the server's content each time: the decal (upload with
// progress, preview beside the spot's size, replace, remove), the link and title, the terms, the AI check
// with each reason at its field (re-run after an edit), then pay and reserve. A hold shows its countdown:
// the caller's own, or another sponsor's that keeps the spot from them until it ends. After an upload, a
// check and a payment focus goes to what they gave: the decal's size, the check's verdict, the reservation.
import { AI_CHECK, DECAL_UPLOAD } from '@sponsorspot/contract/content-rules';
import type { AiCheckResult } from '@sponsorspot/contract/content';
import { EntityStatus, ErrorCode } from '@sponsorspot/contract/constants';
import type { Spot, SpotContent } from '@sponsorspot/contract/sponsor';
import { useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useReserveCost } from '../hooks/use-reserve-cost';
import { HoldAlert } from './hold-alert';
import { CheckStep } from './check-step';
import { RESERVE_COST_ID, ReserveCost } from './reserve-cost';
import { ReviewNote } from './review-note';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { DecalImage } from '../../../components/decal-image';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { toApiError } from '../../../lib/errors';
import { CheckoutDialog, UpgradeButton } from '../../plans';
import { spotStateOf } from '../../spots';
import { useRemoveDecal } from '../api/remove-decal';
import { useReserve } from '../api/reserve';
import { useUpdateContent } from '../api/update-content';
import { useUploadDecal } from '../api/upload-decal';
import { AWAITS_APPROVAL_LABEL, awaitsApproval } from '../model/review';
import {
  NOT_RESERVABLE_TEXT,
  contentStateOf,
  isHeldByOther,
  isHeldForMe,
  isPriced,
  linkTitleFieldProblem,
  linkUrlFieldProblem,
  reasonsByField,
  refusalText,
  reserveBlockers,
  spotCheckoutChoice,
  spotTermsOf,
} from '../model/order';

function FieldReasons({ id, reasons }: { id: string; reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul id={id} className="text-danger-emphasis small mb-3 ps-3" data-testid={id}>
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

export function ReserveForm({
  spot,
  content: stored,
  onHoldEnded,
}: {
  spot: Spot;
  content: SpotContent | null;
  /** A hold shown here ran out: the content and the spot are read again. */
  onHoldEnded: () => void;
}) {
  // An ended reservation is history: a new one starts from nothing.
  const content = stored && contentStateOf(stored) !== 'ended' ? stored : null;
  const terms = spotTermsOf(spot);
  const upload = useUploadDecal();
  const remove = useRemoveDecal();
  const update = useUpdateContent();
  const reserve = useReserve();
  const [progress, setProgress] = useState<number | null>(null);
  const [linkUrl, setLinkUrl] = useState(content?.linkUrl ?? '');
  const [linkTitle, setLinkTitle] = useState(content?.linkTitle ?? '');
  const [result, setResult] = useState<AiCheckResult | null>(null);
  const [paying, setPaying] = useState(false);
  const [uploadedRef, focusUploaded] = useFocusResult();
  const [uploadFailedRef, focusUploadFailed] = useFocusResult();
  const [reservedRef, focusReserved] = useFocusResult();
  // A removed decal takes its button with it: focus goes to the field for the next one.
  const [decalFileRef, focusDecalFile] = useFocusResult<HTMLInputElement>();
  const [removeFailedRef, focusRemoveFailed] = useFocusResult();

  const [agreed, setAgreed] = useState(content?.hasAgreedToTerms ?? false);
  // Each field follows its stored value when that changes (a save, another tab, a resume); a field being
  // typed in keeps its text while another field's save comes back.
  const storedUrl = content?.linkUrl ?? '';
  const storedTitle = content?.linkTitle ?? '';
  const storedAgreed = content?.hasAgreedToTerms ?? false;
  const [seen, setSeen] = useState({ url: storedUrl, title: storedTitle, agreed: storedAgreed });
  if (seen.url !== storedUrl || seen.title !== storedTitle || seen.agreed !== storedAgreed) {
    setSeen({ url: storedUrl, title: storedTitle, agreed: storedAgreed });
    if (seen.url !== storedUrl) setLinkUrl(storedUrl);
    if (seen.title !== storedTitle) setLinkTitle(storedTitle);
    if (seen.agreed !== storedAgreed) setAgreed(storedAgreed);
  }

  const state = content ? contentStateOf(content) : 'draft';
  const reasons = reasonsByField(result?.reasons ?? []);
  const urlProblem = linkUrlFieldProblem(linkUrl);
  const titleIssue = linkTitleFieldProblem(linkTitle);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { spotId: spot.id, file, onProgress: setProgress },
      {
        onSuccess: focusUploaded,
        onError: focusUploadFailed,
        onSettled: () => setProgress(null),
      },
    );
  };

  const save = (field: 'linkUrl' | 'linkTitle', value: string, problem: string | null) => {
    if (problem || value === (content?.[field] ?? '')) return;
    update.mutate({ id: content?.id, spotId: spot.id, [field]: value });
  };

  const reserveNow = () => {
    if (content) reserve.mutate(content.id, { onSettled: focusReserved });
  };

  const refusal = reserve.isError ? toApiError(reserve.error) : null;
  const blockers = reserveBlockers(content);
  const heldByOther = spotStateOf(spot.snapshot) === 'available' && isHeldByOther(spot, content);
  // The decal's controls wait for its upload or removal. The link and terms save one after another (the
  // update's scope): the terms box stays usable while a field's save is on its way, so a Space pressed on
  // it right after leaving the title is not lost.
  const busy = upload.isPending || remove.isPending;
  const cost = useReserveCost(spot);

  if (!content && spotStateOf(spot.snapshot) !== 'available')
    return (
      <p className="alert alert-info" role="status">
        Another sponsor holds this spot, so it cannot be reserved now. Open spots are marked Available in the
        marketplace.
      </p>
    );

  if (state === 'active')
    return (
      <div ref={reservedRef} className="alert alert-info" role="status">
        <p className="mb-0">
          Your decal is live on this spot. Its figures are on the Analytics tab; unreserve it on the Billing
          tab.
        </p>
        {content ? <ReviewNote content={content} className="mt-2 mb-0" /> : null}
      </div>
    );

  // Paid, and waiting for the publisher's approval: nothing is left to pay and no hold runs out.
  if (content && awaitsApproval(content))
    return (
      <div ref={reservedRef} className="alert alert-info" role="status">
        <p className="mb-1 fw-semibold">{AWAITS_APPROVAL_LABEL}</p>
        <ReviewNote content={content} className="mb-0" />
      </div>
    );

  // No spot is free: one without a valid monthly price cannot be paid for or reserved (409 spot_not_priced).
  if (!isPriced(terms))
    return (
      <p className="alert alert-warning" role="status" data-testid="not-reservable">
        {NOT_RESERVABLE_TEXT}
      </p>
    );

  // Paid already (a reserve that was refused after the payment): reserving needs no second payment.
  const paid = content?.subscription?.status === EntityStatus.Active;
  const choice = content ? spotCheckoutChoice(spot, content.id) : null;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="reserve-title">
      <h2 id="reserve-title" className="h5 mb-3">
        Reserve this spot
      </h2>
      {isHeldForMe(content) ? (
        <HoldAlert holder="you" until={content.heldUntil} onExpired={onHoldEnded} />
      ) : heldByOther ? (
        <HoldAlert holder="another sponsor" until={spot.heldUntil as string} onExpired={onHoldEnded} />
      ) : null}

      <fieldset className="mb-4">
        <legend className="h6">1. Decal</legend>
        <div className="d-flex flex-wrap gap-4 align-items-start">
          <div className="decal-frame border rounded p-2" style={{ minWidth: 160, minHeight: 80 }}>
            {content?.decal ? (
              <DecalImage
                decal={content.decal}
                alt="Your decal"
                style={{ maxWidth: 320, height: 'auto' }}
                data-testid="decal-preview"
              />
            ) : (
              <span className="text-body-secondary small">No decal yet</span>
            )}
          </div>
          <div className="small">
            <p className="mb-1">
              Spot size: {terms.width && terms.height ? `${terms.width} × ${terms.height} px` : 'any size'}
            </p>
            <p
              ref={uploadedRef}
              className={content?.decal ? 'mb-1' : 'mb-0'}
              role="status"
              data-testid="decal-size"
            >
              {content?.decal ? `Your decal: ${content.decal.width} × ${content.decal.height} px` : null}
            </p>
            <p className="text-body-secondary mb-2">
              PNG, JPEG, WebP or GIF, at most {DECAL_UPLOAD.maxBytes / 1024 / 1024} MB and{' '}
              {DECAL_UPLOAD.maxWidth} × {DECAL_UPLOAD.maxHeight} px.
            </p>
            <label htmlFor="decal-file" className="form-label">
              {content?.decal ? 'Replace the decal' : 'Upload a decal'}
            </label>
            <input
              ref={decalFileRef}
              id="decal-file"
              type="file"
              className="form-control form-control-sm mb-2"
              accept={DECAL_UPLOAD.contentTypes.join(',')}
              onChange={onFile}
              disabled={busy}
              aria-describedby={reasons.decal.length ? 'decal-reasons' : undefined}
            />
            {content?.decal ? (
              <Button
                size="sm"
                variant="outline-danger"
                disabled={busy}
                onClick={() =>
                  remove.mutate(
                    { spotId: spot.id, contentId: content.id },
                    { onSuccess: focusDecalFile, onError: focusRemoveFailed },
                  )
                }
              >
                Remove the decal
              </Button>
            ) : null}
          </div>
        </div>
        {progress !== null ? (
          <div
            className="progress mt-2"
            role="progressbar"
            aria-label="Upload progress"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${progress}%` }}>
              {progress}%
            </div>
          </div>
        ) : null}
        <FormAlert ref={uploadFailedRef} message={upload.isError ? toApiError(upload.error).message : null} />
        <FormAlert ref={removeFailedRef} message={remove.isError ? toApiError(remove.error).message : null} />
        <FieldReasons id="decal-reasons" reasons={reasons.decal} />
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h6">2. Link</legend>
        <TextField
          id="link-url"
          label="Link URL"
          type="url"
          value={linkUrl}
          onChange={setLinkUrl}
          onBlur={() => save('linkUrl', linkUrl, urlProblem)}
          error={urlProblem}
          hint="Where a click on your decal goes, e.g. https://www.example.com/offer"
          aria-errormessage={reasons.linkUrl.length ? 'linkUrl-reasons' : undefined}
        />
        <FieldReasons id="linkUrl-reasons" reasons={reasons.linkUrl} />
        <TextField
          id="link-title"
          label="Link title"
          value={linkTitle}
          onChange={setLinkTitle}
          onBlur={() => save('linkTitle', linkTitle, titleIssue)}
          error={titleIssue}
          hint="Read out for your decal (its alternative text)."
          maxLength={AI_CHECK.title.max}
        />
        <FieldReasons id="linkTitle-reasons" reasons={reasons.linkTitle} />
        <FormAlert message={update.isError ? toApiError(update.error).message : null} />
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h6">3. Terms</legend>
        <div className="form-check">
          <input
            id="terms"
            type="checkbox"
            className="form-check-input"
            checked={agreed}
            onChange={(event) => {
              const value = event.target.checked;
              setAgreed(value);
              update.mutate(
                { id: content?.id, spotId: spot.id, hasAgreedToTerms: value },
                { onError: () => setAgreed(storedAgreed) },
              );
            }}
          />
          <label className="form-check-label" htmlFor="terms">
            I agree to the sponsorship terms: my decal and link are mine to use, lawful and not misleading,
            and the publisher may end the sponsorship if they are not.
          </label>
        </div>
      </fieldset>

      <CheckStep spotId={spot.id} content={content} result={result} onResult={setResult} />

      <div className="border-top pt-3">
        {cost && !paid ? <ReserveCost cost={cost} /> : null}
        {blockers.length > 0 ? (
          <p className="small text-body-secondary">Before you reserve: {blockers.join(', ')}.</p>
        ) : null}
        {refusal ? (
          <div ref={reservedRef} className="alert alert-danger" role="alert">
            <p className="mb-0">{refusalText(refusal.code) ?? refusal.message}</p>
            {refusal.code === ErrorCode.planLimitReached ? (
              <div className="mt-2">
                <UpgradeButton plan="Pro">Upgrade for more reservations</UpgradeButton>
              </div>
            ) : null}
          </div>
        ) : null}
        <Button
          variant="primary"
          disabled={blockers.length > 0 || reserve.isPending || heldByOther}
          onClick={() => (paid ? reserveNow() : setPaying(true))}
          aria-describedby={cost && !paid ? RESERVE_COST_ID : undefined}
        >
          {paid ? 'Reserve' : (cost?.payLabel ?? 'Pay and reserve')}
        </Button>
      </div>
      {paying && choice ? (
        <CheckoutDialog
          choice={{ ...choice, returnPath: window.location.pathname }}
          onClose={() => setPaying(false)}
          onCompleted={() => {
            setPaying(false);
            reserveNow();
          }}
        />
      ) : null}
    </form>
  );
}
