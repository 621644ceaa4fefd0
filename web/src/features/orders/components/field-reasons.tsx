// The check's reasons about one field, listed under it (the field points to the list with aria-describedby
// or aria-errormessage).
export function FieldReasons({ id, reasons }: { id: string; reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul id={id} className="text-danger-emphasis small mb-3 ps-3" data-testid={id}>
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}
