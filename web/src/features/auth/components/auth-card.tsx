import { useEffect, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useFocusResult } from '../../../hooks/use-focus-result';
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

/**
 * The alert for a failed identity call, in words (nothing while the call has not failed). Each failure takes
 * focus: the form's button was busy while the call ran, so focus would otherwise fall to the page.
 */
export function IdentityErrorAlert({ mutation }: { mutation: { isError: boolean; error: unknown } }) {
  const [alertRef, focusAlert] = useFocusResult<HTMLDivElement>();
  const error = mutation.isError ? mutation.error : null;
  useEffect(() => {
    if (error) focusAlert();
  }, [error, focusAlert]);
  return <FormAlert ref={alertRef} message={error ? identityErrorMessage(error) : null} />;
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
