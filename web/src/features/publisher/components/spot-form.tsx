// The spot form (react-bootstrap Form): name, description, location path with a live preview of how it is
// stored, sample URL, size, placement, monthly price and whether the spot's figures are public. It checks what it can before sending, shows the
// server's validation_failed details at their fields and turns plan_limit_reached into an upgrade prompt.
// Reused by the /earn publish step: the caller owns the request (useCreateSpot / useUpdateSpot).
import { ErrorCode } from '@sponsorspot/contract/constants';
import { PRICE_LIMITS, SPOT_CURRENCY, SPOT_LIMITS } from '@sponsorspot/contract/rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormAlert } from '../../../components/form-alert';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { errorMessage, toApiError } from '../../../lib/errors';
import { focusResult } from '../../../lib/focus';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../auth';
import { planLimitOf } from '../model/plan-limit';
import {
  EMPTY_SPOT_FORM,
  PLACEMENT_MAX,
  locationPathChange,
  locationPathPreview,
  serverFieldProblems,
  sizeOptionsOf,
  spotFieldsOf,
  spotFormOf,
  spotFormProblems,
  type SpotFields,
  type SpotFormField,
  type SpotFormValues,
} from '../model/spot-form';
import { ListingsUpgradePrompt } from './upgrade-prompt';

const usd = (amount: number) => formatMoney(amount, SPOT_CURRENCY, { cents: 'always' });
const PRICE_RANGE_TEXT = `${usd(PRICE_LIMITS.min)} to ${usd(PRICE_LIMITS.max)}, whole cents`;
/** The fields in the order the form shows them: the first in error takes focus. */
const FIELD_ORDER = Object.keys(EMPTY_SPOT_FORM) as SpotFormField[];

export interface SpotFormProps {
  /** The spot being edited; a new spot when absent. */
  spot?: Spot | null;
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix?: string;
  submitLabel: string;
  pending: boolean;
  /** The last failure of the request the form sent (its field errors and plan limit are shown here). */
  error?: unknown;
  onSubmit: (fields: SpotFields) => void;
  onCancel?: () => void;
}

export function SpotForm({
  spot,
  idPrefix = 'spot',
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: SpotFormProps) {
  const session = useSession();
  const [values, setValues] = useState<SpotFormValues>(() => (spot ? spotFormOf(spot) : EMPTY_SPOT_FORM));
  const [submitted, setSubmitted] = useState(false);
  // Fields changed since the last send: the server's message about them no longer applies.
  const [changed, setChanged] = useState<ReadonlySet<SpotFormField>>(new Set());

  const failure = error ? toApiError(error) : null;
  const limit = planLimitOf(failure);
  const fromServer = failure?.code === ErrorCode.validationFailed ? serverFieldProblems(failure.details) : {};
  const local = submitted ? spotFormProblems(values) : {};
  const problemOf = (field: SpotFormField) =>
    local[field] ?? (changed.has(field) ? undefined : fromServer[field]);
  const shownAtFields = Object.keys(fromServer).length > 0;
  const formMessage = failure && !limit && !shownAtFields ? errorMessage(failure) : null;
  const id = (field: string) => `${idPrefix}-${field}`;
  const focusField = (problems: Partial<Record<SpotFormField, unknown>>) => {
    const first = FIELD_ORDER.find((field) => problems[field]);
    return first ? focusResult(document.getElementById(id(first))) : false;
  };
  // A refusal arrives after the busy button dropped the focus: it goes to the first field the server
  // refused, else to the message (or the upgrade prompt).
  const [messageRef, focusMessage] = useFocusResult<HTMLDivElement>();
  useEffect(() => {
    if (!error) return;
    const refused = toApiError(error);
    const atFields = refused.code === ErrorCode.validationFailed ? serverFieldProblems(refused.details) : {};
    if (!focusField(atFields)) focusMessage();
    // Once per failure: the error object is new for each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const set =
    <F extends SpotFormField>(field: F) =>
    (value: SpotFormValues[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setChanged((current) => new Set(current).add(field));
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = spotFormProblems(values);
    if (Object.keys(problems).length > 0) {
      focusField(problems);
      return;
    }
    setChanged(new Set());
    onSubmit(spotFieldsOf(values));
  };

  const pathChange = locationPathChange(values.locationPath);
  const described = (field: SpotFormField, hint?: string) =>
    [hint, problemOf(field) ? id(`${field}-error`) : null].filter(Boolean).join(' ') || undefined;
  const feedback = (field: SpotFormField) =>
    problemOf(field) ? (
      <Form.Control.Feedback type="invalid" id={id(`${field}-error`)}>
        {problemOf(field)}
      </Form.Control.Feedback>
    ) : null;

  return (
    <Form noValidate onSubmit={submit}>
      {limit ? (
        <ListingsUpgradePrompt ref={messageRef} limit={limit} plan={session.plan} />
      ) : (
        <FormAlert ref={messageRef} message={formMessage} />
      )}
      <Form.Group className="mb-3" controlId={id('name')}>
        <Form.Label>Name</Form.Label>
        <Form.Control
          required
          maxLength={SPOT_LIMITS.name}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          isInvalid={Boolean(problemOf('name'))}
          aria-invalid={problemOf('name') ? true : undefined}
          aria-describedby={described('name')}
        />
        {feedback('name')}
      </Form.Group>
      <Form.Group className="mb-3" controlId={id('description')}>
        <Form.Label>Description</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={SPOT_LIMITS.description}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
          isInvalid={Boolean(problemOf('description'))}
          aria-invalid={problemOf('description') ? true : undefined}
          aria-describedby={described('description')}
        />
        {feedback('description')}
      </Form.Group>
      <Form.Group className="mb-3" controlId={id('locationPath')}>
        <Form.Label>Location path</Form.Label>
        <Form.Control
          maxLength={SPOT_LIMITS.locationPath}
          placeholder="/blog/sidebar"
          autoComplete="off"
          spellCheck={false}
          value={values.locationPath}
          onChange={(event) => set('locationPath')(event.target.value)}
          isInvalid={Boolean(problemOf('locationPath'))}
          aria-invalid={problemOf('locationPath') ? true : undefined}
          aria-describedby={described('locationPath', id('locationPath-preview'))}
        />
        {feedback('locationPath')}
        <Form.Text id={id('locationPath-preview')}>
          {pathChange ? (
            // Said before saving, so the stored path is never a surprise.
            <span className="d-block text-warning-emphasis fw-semibold" data-testid="location-path-change">
              Will be saved as <code data-testid="location-path-preview">{pathChange.stored}</code>:{' '}
              {pathChange.changes.join(', ')}.
            </span>
          ) : (
            <>
              Stored as{' '}
              <code data-testid="location-path-preview">{locationPathPreview(values.locationPath)}</code>
              .{' '}
            </>
          )}
          Where the spot sits on your site: capital letters, digits, _ and -, between single slashes.
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={id('sampleUrl')}>
        <Form.Label>Sample page URL</Form.Label>
        <Form.Control
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={SPOT_LIMITS.sampleUrl}
          value={values.sampleUrl}
          onChange={(event) => set('sampleUrl')(event.target.value)}
          isInvalid={Boolean(problemOf('sampleUrl'))}
          aria-invalid={problemOf('sampleUrl') ? true : undefined}
          aria-describedby={described('sampleUrl', id('sampleUrl-hint'))}
        />
        {feedback('sampleUrl')}
        <Form.Text id={id('sampleUrl-hint')}>
          A page of your site that shows the spot; needed to publish it.
        </Form.Text>
      </Form.Group>
      <div className="row">
        <Form.Group className="mb-3 col-sm-6" controlId={id('size')}>
          <Form.Label>Size</Form.Label>
          <Form.Select
            value={values.size}
            onChange={(event) => set('size')(event.target.value)}
            isInvalid={Boolean(problemOf('size'))}
            aria-invalid={problemOf('size') ? true : undefined}
            aria-describedby={described('size')}
          >
            {sizeOptionsOf(values.size).map((option) => (
              <option key={option.size} value={option.size}>
                {option.label}
              </option>
            ))}
          </Form.Select>
          {feedback('size')}
        </Form.Group>
        <Form.Group className="mb-3 col-sm-6" controlId={id('placement')}>
          <Form.Label>Placement</Form.Label>
          <Form.Control
            maxLength={PLACEMENT_MAX}
            placeholder="Sidebar, header, in the article…"
            value={values.placement}
            onChange={(event) => set('placement')(event.target.value)}
            isInvalid={Boolean(problemOf('placement'))}
            aria-invalid={problemOf('placement') ? true : undefined}
            aria-describedby={described('placement')}
          />
          {feedback('placement')}
        </Form.Group>
      </div>
      <Form.Group className="mb-3" controlId={id('pricePerMonth')}>
        <Form.Label>Price per month (USD)</Form.Label>
        <Form.Control
          inputMode="decimal"
          style={{ maxWidth: 240 }}
          value={values.pricePerMonth}
          onChange={(event) => set('pricePerMonth')(event.target.value)}
          isInvalid={Boolean(problemOf('pricePerMonth'))}
          aria-invalid={problemOf('pricePerMonth') ? true : undefined}
          aria-describedby={described('pricePerMonth', id('pricePerMonth-hint'))}
        />
        {feedback('pricePerMonth')}
        <Form.Text id={id('pricePerMonth-hint')}>
          The price sponsors pay per month, in US dollars: {PRICE_RANGE_TEXT}. Needed to publish the spot.
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={id('showAnalytics')}>
        <Form.Check
          type="switch"
          label="Show this spot's analytics"
          checked={values.showAnalytics}
          onChange={(event) => set('showAnalytics')(event.target.checked)}
          aria-describedby={id('showAnalytics-hint')}
        />
        <Form.Text id={id('showAnalytics-hint')}>
          On: anyone, visitors too, sees this spot's daily views, clicks and click-through rate of the last 90
          days on its order page, which helps sponsors choose it. Off: they see that you keep the figures
          private; the sponsor whose decal runs here still sees their own.
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={id('requiresApproval')}>
        <Form.Check
          type="switch"
          label="Approve each decal before it runs"
          checked={values.requiresApproval}
          onChange={(event) => set('requiresApproval')(event.target.checked)}
          aria-describedby={id('requiresApproval-hint')}
        />
        <Form.Text id={id('requiresApproval-hint')}>
          On: a new sponsor's decal, and each change to a running one, waits for your approval in Decals to
          review on your dashboard; with no decision within 48 hours it is approved automatically. A decal you
          reject is refunded to its sponsor in full. Off: a decal runs as soon as it is paid and checked.
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={id('sponsoredLabel')}>
        <Form.Check
          type="switch"
          label='Show "Sponsored" under the decal'
          checked={values.sponsoredLabel}
          onChange={(event) => set('sponsoredLabel')(event.target.checked)}
          aria-describedby={id('sponsoredLabel-hint')}
        />
        <Form.Text id={id('sponsoredLabel-hint')}>
          On: the snippet and the HTML file print a small &quot;Sponsored&quot; line under the decal, so
          readers know it is a paid placement, as advertising rules ask. Switch it off only if your page
          already says so. It is part of the snippet&apos;s text: after a change, copy the snippet again and
          replace the one on your page.
        </Form.Text>
      </Form.Group>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
