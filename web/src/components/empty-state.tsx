import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'danger';
}

/** A calm panel for "nothing here" and "that failed", with the one thing the user can do next. */
export function EmptyState({ title, children, action, tone = 'neutral' }: EmptyStateProps) {
  return (
    <div
      className={`text-center rounded-3 border p-5 ${tone === 'danger' ? 'border-danger-subtle bg-danger-subtle' : 'bg-body-tertiary'}`}
      role={tone === 'danger' ? 'alert' : undefined}
    >
      <h2 className="h5">{title}</h2>
      {children ? <div className="text-body-secondary mb-3">{children}</div> : null}
      {action}
    </div>
  );
}
