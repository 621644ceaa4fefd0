// The password change of the account settings: the current password, then a new one by registration's rules
// (the same fields, hint and checks), typed twice. The server ends every other session and mails the owner;
// this session stays. Focus goes to the first field in error (the current password when the server says it
// is wrong), else to the message that says how it went.
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { NotOffered } from '../../../components/not-offered';
import { TextField } from '../../../components/text-field';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { isNotOffered } from '../../../lib/errors';
import { useChangePassword } from '../api/change-password';
import { useSession } from '../hooks/use-session';
import { identityErrorMessage } from '../model/auth-errors';
import {
  PASSWORD_CHANGE_FIELDS,
  passwordChangeFieldError,
  passwordChangeProblems,
  type PasswordChangeField,
} from '../model/password-change';
import { PASSWORD_HINT, PASSWORD_MAX, type FieldErrors } from '../model/password-rules';
import { SubmitButton } from './auth-card';

const EMPTY: Record<PasswordChangeField, string> = { currentPassword: '', newPassword: '', confirmation: '' };

export function ChangePasswordForm() {
  const { user } = useSession();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverProblem, setServerProblem] = useState<FieldErrors<PasswordChangeField>>({});
  const [currentRef, focusCurrent] = useFocusResult<HTMLInputElement>();
  const [newRef, focusNew] = useFocusResult<HTMLInputElement>();
  const [confirmationRef, focusConfirmation] = useFocusResult<HTMLInputElement>();
  const [messageRef, focusMessage] = useFocusResult<HTMLDivElement>();
  const focusField: Record<PasswordChangeField, () => void> = {
    currentPassword: focusCurrent,
    newPassword: focusNew,
    confirmation: focusConfirmation,
  };

  const account = { email: user?.email, name: user?.name };
  const problems = submitted ? { ...passwordChangeProblems(values, account), ...serverProblem } : {};

  const set = (field: PasswordChangeField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A refusal is about the value that was sent: typing a new one clears it.
    setServerProblem((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerProblem({});
    const found = passwordChangeProblems(values, account);
    const first = PASSWORD_CHANGE_FIELDS.find((field) => found[field]);
    if (first) {
      focusField[first]();
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSubmitted(false);
          focusMessage();
        },
        onError: (error) => {
          const onField = passwordChangeFieldError(error);
          if (onField) {
            setServerProblem({ [onField.field]: onField.message });
            focusField[onField.field]();
          } else focusMessage();
        },
      },
    );
  };

  const onField = change.isError ? passwordChangeFieldError(change.error) : null;
  const failure = change.isError && !onField ? identityErrorMessage(change.error) : null;
  const heading = (
    <h3 id="password-change-title" className="h6">
      Password
    </h3>
  );

  if (isNotOffered(change.error)) {
    // A backend with only the spec's calls has no password change: a calm note, nothing to retry.
    return (
      <section aria-labelledby="password-change-title" className="mb-4">
        {heading}
        <div ref={messageRef} role="status">
          <NotOffered what="Changing the password here">
            Log out and use “Forgot your password?” on the login page to choose a new one.
          </NotOffered>
        </div>
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-change-title" className="mb-4">
      {heading}
      <p className="text-body-secondary">
        Changing your password ends every other session of yours, on other devices and browsers; this one
        stays. We mail you that it changed.
      </p>
      {change.isSuccess ? (
        <FormAlert
          ref={messageRef}
          tone="success"
          message={`Your password is changed. Every other session has ended; you stay logged in here. We sent a note to ${change.data.email}.`}
        />
      ) : (
        <FormAlert ref={messageRef} message={failure} />
      )}
      <TextField
        id="password-current"
        ref={currentRef}
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={problems.currentPassword}
      />
      <TextField
        id="password-new"
        ref={newRef}
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        value={values.newPassword}
        onChange={set('newPassword')}
        hint={PASSWORD_HINT}
        error={problems.newPassword}
      />
      <TextField
        id="password-confirmation"
        ref={confirmationRef}
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        value={values.confirmation}
        onChange={set('confirmation')}
        error={problems.confirmation}
      />
      <SubmitButton
        busy={change.isPending}
        busyLabel="Changing the password…"
        label="Change password"
        className="btn btn-primary"
      />
    </form>
  );
}
