/** A form's message: an alert for a failure, a status for a success; nothing without a message. */
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
