// /register: name, email and password; the server then mails a verification code.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRegister } from '../api/register';
import { AuthCard, FormAlert } from '../components/auth-card';
import { authErrorMessage } from '../model/auth-errors';

export function Component() {
  const registration = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    registration.mutate({ name: name.trim(), email: email.trim(), password });
  };

  return (
    <AuthCard
      title="Create an account"
      lead="One account lets you list spots on your site, sponsor spots on others’, or both."
      footer={
        <>
          Already have an account? <Link to={paths.login.href()}>Log in</Link>
        </>
      }
    >
      {registration.isSuccess ? (
        <FormAlert
          tone="success"
          message={`Almost there: we sent a verification code to ${email.trim()}. Enter it on the verification page.`}
        />
      ) : (
        <form onSubmit={submit}>
          <FormAlert
            message={registration.isError ? authErrorMessage(registration.error, 'Registration') : null}
          />
          <div className="mb-3">
            <label htmlFor="register-name" className="form-label">
              Name
            </label>
            <input
              id="register-name"
              className="form-control"
              autoComplete="name"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="mb-3">
            <label htmlFor="register-email" className="form-label">
              Email
            </label>
            <input
              id="register-email"
              type="email"
              className="form-control"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="mb-3">
            <label htmlFor="register-password" className="form-label">
              Password
            </label>
            <input
              id="register-password"
              type="password"
              className="form-control"
              autoComplete="new-password"
              minLength={8}
              required
              aria-describedby="register-password-help"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div id="register-password-help" className="form-text">
              At least 8 characters.
            </div>
          </div>
          <button type="submit" className="btn btn-primary w-100" disabled={registration.isPending}>
            {registration.isPending ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
      )}
      {registration.isSuccess ? (
        <Link className="btn btn-primary w-100" to={paths.verification.href()}>
          Enter the verification code
        </Link>
      ) : null}
    </AuthCard>
  );
}
