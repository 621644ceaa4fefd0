// /login: email and password, or a social account; on success the user goes back to ?return= (a path of
// this app), else to where their role works (hooks/use-landing.ts). /login?as={code} is the QA console's
// "Open the app as": the simulator's one-time sign-in, exchanged at once.
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type Ref } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { isNotOffered } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { useLogin, type AuthResponse } from '../api/login';
import { useOneTimeSignIn } from '../api/one-time-sign-in';
import { useResendVerification } from '../api/resend-verification';
import { FormAlert } from '../../../components/form-alert';
import { AuthCard, SubmitButton } from '../components/auth-card';
import { SocialSignIn } from '../components/social-sign-in';
import { useLanding } from '../hooks/use-landing';
import { loginProblem } from '../model/auth-errors';
import { requestedReturnPath } from '../model/return-path';

function UnverifiedHelp({ email, ref }: { email: string; ref?: Ref<HTMLDivElement> }) {
  const resend = useResendVerification();
  return (
    <div ref={ref} className="alert alert-warning py-2" role="alert">
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
  const land = useLanding();
  const oneTimeCode = searchParams.get('as')?.trim() ?? '';
  const oneTime = useOneTimeSignIn();
  const oneTimeSent = useRef(false);
  const [oneTimeFailedRef, focusOneTimeFailed] = useFocusResult<HTMLDivElement>();
  const [problemRef, focusProblem] = useFocusResult<HTMLDivElement>();

  const signedIn = (response: AuthResponse) => {
    notifySuccess(`Welcome back, ${response.user.name}.`);
    void land(requested).then((target) => navigate(target, { replace: true }));
  };
  // The effect below runs once; this reads the render's own signedIn when the exchange answers.
  const onOneTimeSignedIn = useEffectEvent(signedIn);
  const { mutate: redeem } = oneTime;

  useEffect(() => {
    // Once, also under StrictMode's double effects: the code works a single time.
    if (oneTimeCode && !oneTimeSent.current) {
      oneTimeSent.current = true;
      redeem(oneTimeCode, {
        onSuccess: (response) => onOneTimeSignedIn(response),
        onError: focusOneTimeFailed,
      });
    }
  }, [oneTimeCode, redeem, focusOneTimeFailed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A refusal takes focus (the button was busy meanwhile): a wrong password is said, not left to the page.
    login.mutate({ email: email.trim(), password }, { onSuccess: signedIn, onError: focusProblem });
  };

  const problem = login.isError ? loginProblem(login.error) : null;

  return (
    <AuthCard
      title="Log in"
      lead={
        requestedReturnPath(requested, window.location.origin)
          ? 'Log in to continue to the page you asked for.'
          : 'Log in to manage your spots, reservations and subscription.'
      }
      footer={
        <>
          New to SponsorSpot? <Link to={paths.register.href()}>Create an account</Link>
        </>
      }
    >
      {oneTimeCode && !oneTime.isError ? (
        <p className="alert alert-info py-2" role="status">
          Signing you in from the QA console…
        </p>
      ) : null}
      <FormAlert
        ref={oneTimeFailedRef}
        message={
          oneTime.isError
            ? 'This sign-in link from the QA console does not work any more: each works once, soon after it is made. Open the app again from the console, or log in below.'
            : null
        }
      />
      <form onSubmit={submit}>
        {problem?.kind === 'email_unverified' ? (
          <UnverifiedHelp ref={problemRef} email={email.trim()} />
        ) : (
          <FormAlert ref={problemRef} message={problem?.message ?? null} />
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
