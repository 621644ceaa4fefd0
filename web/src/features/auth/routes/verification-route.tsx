// /verification?code=…: confirms the email address with the code from the verification mail.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, FormAlert } from '../components/auth-card';
import { authErrorMessage } from '../model/auth-errors';

export function Component() {
  const [searchParams] = useSearchParams();
  const verification = useVerifyEmail();
  const [code, setCode] = useState(searchParams.get('code') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verification.mutate(code.trim());
  };

  return (
    <AuthCard
      title="Verify your email"
      lead="Enter the code from the email we sent when you registered. Verified accounts can log in."
    >
      {verification.isSuccess ? (
        <>
          <FormAlert tone="success" message="Your email address is verified. You can log in now." />
          <Link className="btn btn-primary w-100" to={paths.login.href()}>
            Log in
          </Link>
        </>
      ) : (
        <form onSubmit={submit}>
          <FormAlert
            message={verification.isError ? authErrorMessage(verification.error, 'Email verification') : null}
          />
          <div className="mb-3">
            <label htmlFor="verification-code" className="form-label">
              Verification code
            </label>
            <input
              id="verification-code"
              className="form-control"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary w-100" disabled={verification.isPending}>
            {verification.isPending ? 'Verifying…' : 'Verify email'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
