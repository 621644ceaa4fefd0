// The billing details on /account/profile: business name, country, address and VAT id, which every invoice
// issued from now names (an issued invoice keeps the details it was issued with). Checked with the contract's
// rules before sending; a refusal of the server is shown under its field.
import type { BillingDetails } from '@sponsorspot/contract/invoices';
import { countryName } from '@sponsorspot/contract/invoice-rules';
import {
  BILLING_LIMITS,
  BILLING_PROBLEMS,
  COUNTRY_CODES,
  billingDetailsProblems,
  type BillingProblem,
} from '@sponsorspot/contract/profile-rules';
import { useMemo, useState, type FormEvent } from 'react';
import { LoadingLine } from '../../../components/loading-line';
import { FormAlert } from '../../../components/form-alert';
import { NotOffered } from '../../../components/not-offered';
import { TextField } from '../../../components/text-field';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { ApiError, errorMessage, isNotOffered } from '../../../lib/errors';
import { focusResult } from '../../../lib/focus';
import { useBillingDetails, useSaveBillingDetails } from '../api/billing-details';

type Problems = Partial<Record<keyof BillingDetails, string>>;

const FIELD_IDS: Record<keyof BillingDetails, string> = {
  businessName: 'billing-business-name',
  country: 'billing-country',
  address: 'billing-address',
  vatId: 'billing-vat-id',
};

/**
 * Focus goes to the first field a save refused, so the message under it is read at once; false when no
 * field is refused.
 */
function focusFirst(fields: string[]): boolean {
  const first = (Object.keys(FIELD_IDS) as (keyof BillingDetails)[]).find((key) => fields.includes(key));
  return first ? focusResult(document.getElementById(FIELD_IDS[first])) : false;
}

/** The server's field refusals (validation_failed details with a code) in the app's words. */
function serverProblems(error: unknown): Problems {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const problems: Problems = {};
  for (const detail of error.details as { field?: string; code?: string }[]) {
    if (detail.field && detail.code && detail.code in BILLING_PROBLEMS)
      problems[detail.field as keyof BillingDetails] = BILLING_PROBLEMS[detail.code as BillingProblem];
  }
  return problems;
}

function BillingEditor({ details }: { details: BillingDetails }) {
  const save = useSaveBillingDetails();
  const [form, setForm] = useState<BillingDetails>(details);
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  // A saved form, or a refusal that names no field: focus goes to the message that says so.
  const [outcomeRef, focusOutcome] = useFocusResult<HTMLDivElement>();
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name, 'en'),
      ),
    [],
  );
  const local = submitted ? billingDetailsProblems(form) : {};
  const problems: Problems = {
    ...serverProblems(save.error),
    ...Object.fromEntries(Object.entries(local).map(([field, code]) => [field, BILLING_PROBLEMS[code]])),
  };
  const field = (key: keyof BillingDetails) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSubmitted(true);
    setSaved(false);
    const refused = Object.keys(billingDetailsProblems(form));
    if (refused.length > 0) {
      focusFirst(refused);
      return;
    }
    save.mutate(form, {
      onSuccess: (saved) => {
        setForm(saved);
        setSubmitted(false);
        setSaved(true);
        focusOutcome();
      },
      onError: (error) => {
        if (!focusFirst(Object.keys(serverProblems(error)))) focusOutcome();
      },
    });
  };
  const countryError = problems.country;

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 560 }} aria-labelledby="billing-details-title">
      <FormAlert
        ref={outcomeRef}
        tone={save.isError ? 'danger' : 'success'}
        message={
          save.isError
            ? Object.keys(serverProblems(save.error)).length === 0
              ? errorMessage(save.error)
              : null
            : saved
              ? 'Your billing details are saved. Invoices from now on name them.'
              : null
        }
      />
      <TextField
        id={FIELD_IDS.businessName}
        label="Business name"
        autoComplete="organization"
        maxLength={BILLING_LIMITS.businessName}
        value={form.businessName}
        onChange={field('businessName')}
        error={problems.businessName}
        hint="Leave it empty to be billed under your own name."
      />
      <div className="mb-3">
        <label htmlFor={FIELD_IDS.country} className="form-label">
          Billing country
        </label>
        <select
          id={FIELD_IDS.country}
          className={`form-select${countryError ? ' is-invalid' : ''}`}
          autoComplete="country"
          value={form.country}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? 'billing-country-error' : undefined}
          onChange={(event) => field('country')(event.target.value)}
        >
          <option value="">Not given</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {countryError ? (
          <div id="billing-country-error" className="invalid-feedback">
            {countryError}
          </div>
        ) : null}
      </div>
      <TextField
        id={FIELD_IDS.address}
        label="Billing address"
        multiline
        autoComplete="street-address"
        maxLength={BILLING_LIMITS.address}
        value={form.address}
        onChange={field('address')}
        error={problems.address}
      />
      <TextField
        id={FIELD_IDS.vatId}
        label="VAT id (optional)"
        autoComplete="off"
        spellCheck={false}
        maxLength={BILLING_LIMITS.vatId + 6}
        value={form.vatId}
        onChange={field('vatId')}
        error={problems.vatId}
        hint="With its country's two letters first, such as DE123456789."
      />
      {/* Not disabled while saving: a disabled button would drop the keyboard's focus to the page. */}
      <button type="submit" className="btn btn-primary" aria-disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save billing details'}
      </button>
    </form>
  );
}

export function BillingDetailsSection() {
  const details = useBillingDetails();
  return (
    <section aria-labelledby="billing-details-title" className="mt-4">
      <h3 id="billing-details-title" className="h5">
        Billing details
      </h3>
      <p className="text-body-secondary" style={{ maxWidth: 560 }}>
        Who your invoices are made out to. An invoice keeps the details it was issued with.
      </p>
      {details.isPending ? (
        <LoadingLine>Loading your billing details…</LoadingLine>
      ) : isNotOffered(details.error) ? (
        <NotOffered what="Billing details on invoices" />
      ) : details.data ? (
        <BillingEditor details={details.data} />
      ) : (
        <div role="alert" className="alert alert-danger" style={{ maxWidth: 560 }}>
          Your billing details could not be loaded.{' '}
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => void details.refetch()}
          >
            Try again
          </button>
        </div>
      )}
    </section>
  );
}
