// /password/forgot: asks for a reset mail. The answer is the same whether or not the account exists.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/forgot-password';
import { TextField } from '../../../components/text-field';
import { FormAlert } from '../../../components/form-alert';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { AuthCard, IdentityErrorAlert, SubmitButton } from '../components/auth-card';

export function Component() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  // The answer replaces the form (its button was busy): focus goes to it, not to the page.
  const [sentRef, focusSent] = useFocusResult<HTMLDivElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim(), { onSuccess: focusSent });
  };

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your account’s email and we will send you a link to choose a new password."
      footer={<Link to={paths.login.href()}>Back to log in</Link>}
    >
      {request.isSuccess ? (
        <FormAlert
          ref={sentRef}
          tone="success"
          message={`If ${email.trim()} has an account, a reset link is on its way. It works for 30 minutes.`}
        />
      ) : (
        <form onSubmit={submit}>
          <IdentityErrorAlert mutation={request} />
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={setEmail}
          />
          <SubmitButton busy={request.isPending} busyLabel="Sending…" label="Send reset link" />
        </form>
      )}
    </AuthCard>
  );
}
