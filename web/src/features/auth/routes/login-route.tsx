// /login: email and password; on success the visitor goes back to ?return= (a same-origin path).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeLocalPath } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { AuthCard, FormAlert } from '../components/auth-card';
import { authErrorMessage } from '../model/auth-errors';

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const returnTo = safeLocalPath(searchParams.get('return'), window.location.origin);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (response) => {
          notifySuccess(`Welcome back, ${response.user.name}.`);
          navigate(returnTo ?? paths.marketplace.href(), { replace: true });
        },
      },
    );
  };

  return (
    <AuthCard
      title="Log in"
      lead={
        returnTo
          ? 'Log in to continue to the page you asked for.'
          : 'Log in to manage your spots, reservations and subscription.'
      }
      footer={
        <>
          New to SponsorSpot? <Link to={paths.register.href()}>Create an account</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate={false}>
        <FormAlert message={login.isError ? authErrorMessage(login.error, 'Logging in') : null} />
        <div className="mb-3">
          <label htmlFor="login-email" className="form-label">
            Email
          </label>
          <input
            id="login-email"
            type="email"
            className="form-control"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="login-password" className="form-label">
            Password
          </label>
          <input
            id="login-password"
            type="password"
            className="form-control"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </button>
        <div className="mt-3 text-center small">
          <Link to={paths.passwordForgot.href()}>Forgot your password?</Link>
        </div>
      </form>
    </AuthCard>
  );
}
