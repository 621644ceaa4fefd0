// /register: name, email and password (checked here as the server checks them); the server then mails a
// verification code (or, for an address that has an account, a reset link: the answer is the same) and the
// user continues on /verification?email=…, which says to check the mail. A `?return=` path (e.g. the /earn
// flow's next step) travels on through verification and login, and a social sign-up goes straight there.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { focusResult } from '../../../lib/focus';
import { notifySuccess } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { AuthCard, IdentityErrorAlert, SubmitButton } from '../components/auth-card';
import { SocialSignIn } from '../components/social-sign-in';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_HINT,
  PASSWORD_MAX,
  registrationProblems,
} from '../model/password-rules';
import { useLanding } from '../hooks/use-landing';
import { registrationSentNotice } from '../model/registration';
import { loginReturnTarget } from '../model/return-path';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('return');
  const returnTo = requested ? loginReturnTarget(requested, window.location.origin) : undefined;
  const registration = useRegister();
  const land = useLanding();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? registrationProblems({ name, email, password }) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Focus goes to the first field in error; a refusal of the server takes it to its alert (auth-card.tsx).
    const [firstInError] = Object.keys(registrationProblems({ name, email, password }));
    if (firstInError) {
      focusResult(document.getElementById(`register-${firstInError}`));
      return;
    }
    const address = email.trim();
    registration.mutate(
      { name: name.trim(), email: address, password },
      {
        onSuccess: () => {
          notifySuccess(registrationSentNotice(address));
          navigate(paths.verification.href({ email: address, returnTo }));
        },
      },
    );
  };

  return (
    <AuthCard
      title="Create an account"
      lead="One account lets you list spots on your site, sponsor spots on others’, or both."
      footer={
        <>
          Already have an account? <Link to={paths.login.href(returnTo)}>Log in</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <IdentityErrorAlert mutation={registration} />
        <TextField
          id="register-name"
          label="Name"
          autoComplete="name"
          required
          maxLength={NAME_MAX}
          value={name}
          onChange={setName}
          error={problems.name}
        />
        <TextField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          value={email}
          onChange={setEmail}
          error={problems.email}
        />
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={setPassword}
          error={problems.password}
          hint={PASSWORD_HINT}
        />
        <SubmitButton
          busy={registration.isPending}
          busyLabel="Creating your account…"
          label="Create account"
        />
      </form>
      <SocialSignIn
        verb="Sign up"
        onSignedIn={(response) => {
          notifySuccess(`Welcome, ${response.user.name}.`);
          void land(requested).then((target) => navigate(target, { replace: true }));
        }}
      />
    </AuthCard>
  );
}
