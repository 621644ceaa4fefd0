import type { Ref } from 'react';

/**
 * A form's message: an alert for a failure, a status for a success; nothing without a message. `ref` is for
 * moving focus to it (hooks/use-focus-result.ts).
 */
export function FormAlert({
  message,
  tone = 'danger',
  ref,
}: {
  message: string | null;
  tone?: 'danger' | 'success';
  ref?: Ref<HTMLDivElement>;
}) {
  if (!message) return null;
  return (
    <div ref={ref} className={`alert alert-${tone} py-2`} role={tone === 'danger' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}
