// /password/reset?code=…: chooses a new password with the code from the reset mail; then the user logs in.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from '../../../components/form-alert';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { focusResult } from '../../../lib/focus';
import { AuthCard, IdentityErrorAlert, SubmitButton } from '../components/auth-card';
import { confirmationProblem, PASSWORD_HINT, PASSWORD_MAX, passwordProblem } from '../model/password-rules';

export function Component() {
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const [code, setCode] = useState(searchParams.get('code') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // The answer replaces the form (its button was busy): focus goes to it, not to the page.
  const [changedRef, focusChanged] = useFocusResult<HTMLDivElement>();
  const problems = {
    code: code.trim() === '' ? 'Enter the code from the reset email.' : null,
    password: passwordProblem(password),
    confirmation: confirmationProblem(password, confirmation),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Focus goes to the first field in error; a refusal of the server takes it to its alert (auth-card.tsx).
    const firstInError = (['code', 'password', 'confirmation'] as const).find((field) => problems[field]);
    if (firstInError) {
      focusResult(document.getElementById(`reset-${firstInError}`));
      return;
    }
    reset.mutate({ code: code.trim(), password }, { onSuccess: focusChanged });
  };

  return (
    <AuthCard title="Choose a new password" lead="Reset links work once, for 30 minutes after they are sent.">
      {reset.isSuccess ? (
        <>
          <FormAlert
            ref={changedRef}
            tone="success"
            message="Your password is changed and every other session has ended. Log in with the new password."
          />
          <Link className="btn btn-primary w-100" to={paths.login.href()}>
            Log in
          </Link>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <IdentityErrorAlert mutation={reset} />
          <TextField
            id="reset-code"
            label="Reset code"
            autoComplete="one-time-code"
            spellCheck={false}
            required
            value={code}
            onChange={setCode}
            error={submitted ? problems.code : null}
          />
          <TextField
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={setPassword}
            hint={PASSWORD_HINT}
            error={submitted ? problems.password : null}
          />
          <TextField
            id="reset-confirmation"
            label="New password again"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            value={confirmation}
            onChange={setConfirmation}
            error={submitted ? problems.confirmation : null}
          />
          <SubmitButton busy={reset.isPending} busyLabel="Saving…" label="Save new password" />
          <div className="mt-3 text-center small">
            <Link to={paths.passwordForgot.href()}>Ask for a new reset link</Link>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
