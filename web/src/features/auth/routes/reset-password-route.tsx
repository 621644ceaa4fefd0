// /password/reset?code=…: chooses a new password with the code from the reset mail.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, FormAlert } from '../components/auth-card';
import { authErrorMessage } from '../model/auth-errors';

export function Component() {
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const [code, setCode] = useState(searchParams.get('code') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    reset.mutate({ code: code.trim(), password });
  };

  const error = mismatch
    ? 'The two passwords are not the same.'
    : reset.isError
      ? authErrorMessage(reset.error, 'Password reset')
      : null;

  return (
    <AuthCard title="Choose a new password" lead="Reset links work once, for 30 minutes after they are sent.">
      {reset.isSuccess ? (
        <>
          <FormAlert tone="success" message="Your password is changed. Log in with the new one." />
          <Link className="btn btn-primary w-100" to={paths.login.href()}>
            Log in
          </Link>
        </>
      ) : (
        <form onSubmit={submit}>
          <FormAlert message={error} />
          <div className="mb-3">
            <label htmlFor="reset-code" className="form-label">
              Reset code
            </label>
            <input
              id="reset-code"
              className="form-control"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <div className="mb-3">
            <label htmlFor="reset-password" className="form-label">
              New password
            </label>
            <input
              id="reset-password"
              type="password"
              className="form-control"
              autoComplete="new-password"
              minLength={8}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <div className="mb-3">
            <label htmlFor="reset-confirmation" className="form-label">
              New password again
            </label>
            <input
              id="reset-confirmation"
              type="password"
              className="form-control"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary w-100" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Save new password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
