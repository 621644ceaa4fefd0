// /verification?code=…&email=…: confirms the email address with the code from the verification mail. A
// code in the address (the mail's link) is sent at once; otherwise the user types it. A `?return=` path goes
// on to the login link.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { FormAlert } from '../../../components/form-alert';
import { NotOffered } from '../../../components/not-offered';
import { isNotOffered } from '../../../lib/errors';
import { AuthCard, IdentityErrorAlert, SubmitButton } from '../components/auth-card';
import { emailProblem } from '../model/password-rules';
import { checkYourMailLead } from '../model/registration';
import { loginReturnTarget } from '../model/return-path';

function ResendCode({ initialEmail }: { initialEmail: string }) {
  const resend = useResendVerification();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (!found) resend.mutate(email.trim());
  };
  if (isNotOffered(resend.error))
    return (
      <div className="mt-3">
        <NotOffered variant="inline" what="Sending the code again">
          Use the code from the first mail.
        </NotOffered>
      </div>
    );
  if (resend.isSuccess) {
    return (
      <FormAlert
        tone="success"
        message={`If ${email.trim()} has an unverified account, a new code is on its way. It works for 24 hours.`}
      />
    );
  }
  return (
    <details className="mt-3">
      <summary className="small">No email? Send the code again</summary>
      <form onSubmit={submit} noValidate className="mt-2">
        <IdentityErrorAlert mutation={resend} />
        <TextField
          id="resend-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={problem}
        />
        <SubmitButton
          busy={resend.isPending}
          busyLabel="Sending…"
          label="Send a new code"
          className="btn btn-outline-primary btn-sm"
        />
      </form>
    </details>
  );
}

export function Component() {
  const [searchParams] = useSearchParams();
  const verification = useVerifyEmail();
  const linkCode = searchParams.get('code')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';
  const requested = searchParams.get('return');
  const returnTo = requested ? loginReturnTarget(requested, window.location.origin) : undefined;
  const [code, setCode] = useState(linkCode);
  const sentFromLink = useRef(false);
  const { mutate } = verification;

  useEffect(() => {
    // The mail's link carries the code: verify without asking (once, also under StrictMode's double effects).
    if (linkCode && !sentFromLink.current) {
      sentFromLink.current = true;
      mutate(linkCode);
    }
  }, [linkCode, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) verification.mutate(code.trim());
  };

  return (
    <AuthCard
      title="Verify your email"
      lead={
        email
          ? checkYourMailLead(email)
          : 'Enter the code from the email we sent when you registered. Verified accounts can log in.'
      }
    >
      {verification.isSuccess ? (
        <>
          <FormAlert tone="success" message="Email verified — log in." />
          <Link className="btn btn-primary w-100" to={paths.login.href(returnTo)}>
            Log in
          </Link>
        </>
      ) : (
        <>
          <form onSubmit={submit}>
            <IdentityErrorAlert mutation={verification} />
            <TextField
              id="verification-code"
              label="Verification code"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              required
              value={code}
              onChange={setCode}
            />
            <SubmitButton busy={verification.isPending} busyLabel="Verifying…" label="Verify email" />
          </form>
          <ResendCode initialEmail={email} />
        </>
      )}
    </AuthCard>
  );
}
