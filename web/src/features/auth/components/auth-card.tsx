import type { ReactNode } from 'react';
import { identityErrorMessage } from '../model/auth-errors';

/** The narrow card identity screens sit in. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto" style={{ maxWidth: 440 }} aria-labelledby="page-title">
      <h1 id="page-title" className="h3 mb-1">
        {title}
      </h1>
      <p className="text-body-secondary">{lead}</p>
      <div className="card shadow-sm">
        <div className="card-body p-4">{children}</div>
      </div>
      {footer ? <div className="mt-3 small text-center">{footer}</div> : null}
    </section>
  );
}

export function FormAlert({
  message,
  tone = 'danger',
}: {
  message: string | null;
  tone?: 'danger' | 'success';
}) {
  if (!message) return null;
  return (
    <div className={`alert alert-${tone} py-2`} role={tone === 'danger' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}

/** The alert for a failed identity call, in words (nothing while the call has not failed). */
export function IdentityErrorAlert({
  mutation,
  action,
}: {
  mutation: { isError: boolean; error: unknown };
  action: string;
}) {
  return <FormAlert message={mutation.isError ? identityErrorMessage(mutation.error, action) : null} />;
}

/** A form's submit button: disabled, and saying what it is doing, while the call runs. */
export function SubmitButton({
  busy,
  busyLabel,
  label,
  className = 'btn btn-primary w-100',
}: {
  busy: boolean;
  busyLabel: string;
  label: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
