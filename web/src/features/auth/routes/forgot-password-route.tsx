// /password/forgot: asks for a reset mail. The answer is the same whether or not the account exists.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard, FormAlert } from '../components/auth-card';
import { identityErrorMessage } from '../model/auth-errors';

export function Component() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your account’s email and we will send you a link to choose a new password."
      footer={<Link to={paths.login.href()}>Back to log in</Link>}
    >
      {request.isSuccess ? (
        <FormAlert
          tone="success"
          message={`If ${email.trim()} has an account, a reset link is on its way. It works for 30 minutes.`}
        />
      ) : (
        <form onSubmit={submit}>
          <FormAlert
            message={request.isError ? identityErrorMessage(request.error, 'Password reset') : null}
          />
          <div className="mb-3">
            <label htmlFor="forgot-email" className="form-label">
              Email
            </label>
            <input
              id="forgot-email"
              type="email"
              className="form-control"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary w-100" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
