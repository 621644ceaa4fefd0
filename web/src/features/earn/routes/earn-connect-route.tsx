// /earn/connect: connect a payout account. The business name goes to publisher/connect, which answers the
// payout provider's onboarding page; the browser goes there and comes back to /earn/connect?done=1, where
// the account's status (account/stripe_account) decides: connected → on to publishing; not finished → the
// status and the form again. A connected publisher skips this step unless updating (?update=1).
import type { PayoutAccount } from '@sponsorspot/contract/publisher';
import { BUSINESS_NAME_MAX } from '@sponsorspot/contract/payout-rules';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { toApiError } from '../../../lib/errors';
import { useSponsorUser } from '../../auth';
import { useConnectPayouts } from '../api/connect-payouts';
import { usePayoutAccount } from '../api/payout-account';
import { PayoutStatus } from '../components/payout-status';
import { SignInFirst } from '../components/sign-in-first';
import { useEarnFacts } from '../hooks/use-earn-facts';
import { businessNameProblem, isConnected, skipTarget } from '../model/earn-progress';

/** Where the onboarding page sends the browser back: this step, marked as a return. */
function returnUrl(): string {
  return new URL(paths.earn.href('connect', { done: '1' }), window.location.origin).href;
}

/** The business name a validation_failed answer refuses, in the server's words. */
function serverNameProblem(error: unknown): string | undefined {
  const apiError = error ? toApiError(error) : null;
  return apiError?.code === ErrorCode.validationFailed && Array.isArray(apiError.details)
    ? (apiError.details as { field?: string; message?: string }[]).find((d) => d.field === 'businessName')
        ?.message
    : undefined;
}

function ConnectForm({ initialName }: { initialName: string }) {
  const connect = useConnectPayouts();
  const [name, setName] = useState(initialName);
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const error = connect.isError ? toApiError(connect.error) : null;
  const serverFieldProblem = serverNameProblem(error);
  // Focus goes to the field in error, else to the message (the button was busy while the call ran).
  const [nameRef, focusName] = useFocusResult<HTMLInputElement>();
  const [failedRef, focusFailed] = useFocusResult<HTMLDivElement>();
  const problem = (submitted ? businessNameProblem(name) : null) ?? serverFieldProblem ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (businessNameProblem(name)) {
      focusName();
      return;
    }
    connect.mutate(
      { businessName: name.trim(), returnUrl: returnUrl() },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          window.location.assign(url);
        },
        onError: (failure) => (serverNameProblem(failure) ? focusName() : focusFailed()),
      },
    );
  };

  const busy = connect.isPending || leaving;
  return (
    <form onSubmit={submit} noValidate className="col-lg-8">
      <FormAlert ref={failedRef} message={error && !serverFieldProblem ? error.message : null} />
      <TextField
        id="earn-business-name"
        ref={nameRef}
        label="Business name"
        autoComplete="organization"
        required
        maxLength={BUSINESS_NAME_MAX}
        value={name}
        onChange={setName}
        error={problem}
        hint="Sponsors see this name on your spots; the payout provider asks for it too."
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Opening the payout provider…' : 'Connect payouts'}
      </button>
    </form>
  );
}

function ConnectStep({ account, returned }: { account: PayoutAccount | null; returned: boolean }) {
  const sponsorUser = useSponsorUser();
  // The name the user already goes by: as a publisher, on the payout account, as a sponsor, else their own.
  const user = sponsorUser.data;
  const initialName =
    user?.publisher?.businessName || account?.businessName || user?.sponsor?.businessName || user?.name || '';
  return (
    <>
      {returned && account ? <PayoutStatus account={account} /> : null}
      <p>
        Sponsors pay by card through our payment provider. Connect a payout account so the money reaches you:
        the provider’s page asks for your business name, country and bank account, then brings you back here.
        Your publisher profile becomes active once it is connected.
      </p>
      <ConnectForm initialName={initialName} />
    </>
  );
}

export function Component() {
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('done') === '1';
  const updating = searchParams.get('update') === '1';
  const { facts, loading, failed, retry } = useEarnFacts();
  const isPublisher = facts.publisherStatus !== null;
  const account = usePayoutAccount({ isPublisher });

  let body;
  if (!facts.signedIn) {
    body = <SignInFirst step="connect" what="Connecting payouts" />;
  } else if (loading || (isPublisher && account.isPending)) {
    body = <LoadingLine>Loading your payout account…</LoadingLine>;
  } else if (failed || (isPublisher && account.isError)) {
    body = (
      <EmptyState
        tone="danger"
        title="Your payout account could not be loaded"
        action={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              retry();
              if (isPublisher) void account.refetch();
            }}
          >
            Try again
          </button>
        }
      >
        Check your connection and try again.
      </EmptyState>
    );
  } else {
    const skip = skipTarget('connect', facts, { updating });
    if (skip) {
      return (
        <Navigate
          to={paths.earn.href(skip, returned && isConnected(facts) ? { connected: '1' } : {})}
          replace
        />
      );
    }
    body = <ConnectStep account={isPublisher ? (account.data ?? null) : null} returned={returned} />;
  }

  return (
    <section aria-labelledby="earn-step-title">
      <h2 id="earn-step-title" className="h4">
        Connect payouts
      </h2>
      {body}
    </section>
  );
}
