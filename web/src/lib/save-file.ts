// Saves what the app holds as a file the browser downloads: a Blob behind an object URL, followed by a
// temporary <a download>; the URL is released right after.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves rows as a CSV file (papaparse, loaded only when a file is made), in the order of `columns`. */
export async function saveCsv(
  rows: readonly object[],
  columns: readonly string[],
  fileName: string,
): Promise<void> {
  const { unparse } = await import('papaparse');
  const csv = unparse(rows as object[], { columns: [...columns] });
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
