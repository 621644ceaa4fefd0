// What a screen shows where a feature needs a call this backend does not have (an extension of ours; see
// lib/api-client.ts `call` and `isNotOffered`): a calm note, never a failure, and nothing to retry.
import type { ReactNode } from 'react';

interface NotOfferedProps {
  /** The feature, as the start of a sentence: "Your earnings". */
  what: string;
  /** What the user can do instead, if anything. */
  children?: ReactNode;
  /** `panel` where the feature would fill a section; `inline` beside a button or a field. */
  variant?: 'panel' | 'inline';
}

export function NotOffered({ what, children, variant = 'panel' }: NotOfferedProps) {
  const sentence = `${what}: not offered by this backend.`;
  if (variant === 'inline')
    return (
      <p className="small text-body-secondary mb-0" data-not-offered="">
        {sentence} {children}
      </p>
    );
  return (
    <div className="rounded-3 border bg-body-tertiary p-4" data-not-offered="">
      <p className="mb-0">{sentence}</p>
      {children ? <p className="small text-body-secondary mt-2 mb-0">{children}</p> : null}
    </div>
  );
}
