// The state of a button that saves a CSV file: busy while papaparse loads and the file is made, failed when
// it could not be made (the button says so; the next click tries again). The rows are built on the click,
// so a failure to build them is shown the same way. While busy the button is marked aria-disabled and a click
// does nothing, rather than disabled: a disabled button drops the keyboard's focus to the page.
import { useRef, useState } from 'react';
import { saveCsv } from '../lib/save-file';

export interface CsvFile {
  rows: readonly object[];
  columns: readonly string[];
  fileName: string;
}

export function useCsvDownload(): {
  busy: boolean;
  failed: boolean;
  download: (file: () => CsvFile) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);

  const download = async (file: () => CsvFile) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailed(false);
    try {
      const { rows, columns, fileName } = file();
      await saveCsv(rows, columns, fileName);
    } catch {
      setFailed(true);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, failed, download };
}
