// GET spot/{id}/download (publisher.spotDownload) — the spot's embed as a self-contained HTML file (the image
// inlined), for users whose features hold Download.HTML (403 feature_required otherwise). Fetched through the
// api client, so it carries the session's bearer token (a plain link could not), then saved by the browser.
import { useMutation } from '@tanstack/react-query';
import { spotDownload } from '@sponsorspot/contract/endpoints/publisher';
import { spotFileName } from '@sponsorspot/contract/rules';
import { call } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The file's HTML text. */
export function getSpotFile(id: number, signal?: AbortSignal): Promise<string> {
  return call(
    spotDownload,
    { params: { id } },
    { signal, responseType: 'text', headers: { Accept: 'text/html, application/json' } },
  );
}

/** Fetches the file and hands it to the browser as a download; answers the file's name. */
export async function downloadSpotFile(id: number): Promise<string> {
  const html = await getSpotFile(id);
  const fileName = spotFileName(id);
  saveFile(new Blob([html], { type: 'text/html;charset=utf-8' }), fileName);
  return fileName;
}

export function useDownloadSpotFile(id: number) {
  return useMutation({ mutationFn: () => downloadSpotFile(id) });
}
