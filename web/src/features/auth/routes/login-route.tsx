// /login: email and password, or a social account; on success the user goes back to ?return= (a path of
// this app, else the marketplace).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isNotOffered } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { useLogin, type AuthResponse } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { FormAlert } from '../../../components/form-alert';
import { AuthCard, SubmitButton } from '../components/auth-card';
import { SocialSignIn } from '../components/social-sign-in';
import { loginProblem } from '../model/auth-errors';
import { loginReturnTarget } from '../model/return-path';

function UnverifiedHelp({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div className="alert alert-warning py-2" role="alert">
      <p className="mb-2">
        Your email address is not verified yet. Enter the code from the verification email first.
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Link className="btn btn-sm btn-warning" to={paths.verification.href({ email })}>
          Verify your email
        </Link>
        {isNotOffered(resend.error) ? (
          <span className="small">Sending the code again is not offered by this backend.</span>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline-dark"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate(email)}
          >
            {resend.isSuccess ? 'Verification email sent' : 'Send the code again'}
          </button>
        )}
        {resend.isError && !isNotOffered(resend.error) ? (
          <span className="small">Could not send it; try again in a moment.</span>
        ) : null}
      </div>
    </div>
  );
}

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const requested = searchParams.get('return');
  const returnTo = loginReturnTarget(requested, window.location.origin);

  const signedIn = (response: AuthResponse) => {
    notifySuccess(`Welcome back, ${response.user.name}.`);
    navigate(returnTo, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password }, { onSuccess: signedIn });
  };

  const problem = login.isError ? loginProblem(login.error) : null;

  return (
    <AuthCard
      title="Log in"
      lead={
        requested && returnTo !== paths.marketplace.href()
          ? 'Log in to continue to the page you asked for.'
          : 'Log in to manage your spots, reservations and subscription.'
      }
      footer={
        <>
          New to SponsorSpot? <Link to={paths.register.href()}>Create an account</Link>
        </>
      }
    >
      <form onSubmit={submit}>
        {problem?.kind === 'email_unverified' ? (
          <UnverifiedHelp email={email.trim()} />
        ) : (
          <FormAlert message={problem?.message ?? null} />
        )}
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <SubmitButton busy={login.isPending} busyLabel="Logging in…" label="Log in" />
        <div className="mt-3 text-center small">
          <Link to={paths.passwordForgot.href()}>Forgot your password?</Link>
        </div>
      </form>
      <SocialSignIn verb="Log in" onSignedIn={signedIn} />
    </AuthCard>
  );
}
