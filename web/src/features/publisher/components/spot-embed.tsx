// A spot's embed, for every publisher: the JavaScript-free HTML snippet with a copy button and a sandboxed
// preview; below it, the self-contained HTML file (the image inside, for email newsletters and other channels
// that cannot load remote images) for users whose Feature claim holds Download.HTML, and an upgrade prompt
// that sells the file to everyone else. Beside both, what each counts. Shown in the spots page's dialog and at
// the end of the /earn flow.
import { ErrorCode } from '@sponsorspot/contract/constants';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { LoadingLine } from '../../../components/loading-line';
import { NotOffered } from '../../../components/not-offered';
import { errorMessage, isNotOffered, toApiError } from '../../../lib/errors';
import { useSession } from '../../auth';
import { useDownloadSpotFile } from '../api/download-spot-file';
import { useSpotSnippet } from '../api/get-spot-snippet';
import { FILE_COUNTS, SNIPPET_COUNTS, sponsoredLabelNote } from '../model/embed-counts';
import { DownloadUpgradePrompt } from './upgrade-prompt';

function Snippet({ spot }: { spot: Spot }) {
  const snippet = useSpotSnippet(spot.id);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const countsId = useId();
  if (snippet.isPending) return <LoadingLine className="mb-0">Loading the snippet…</LoadingLine>;
  if (isNotOffered(snippet.error)) return <NotOffered what="The embed snippet" />;
  if (snippet.isError) {
    return (
      <div className="alert alert-danger mb-0" role="alert">
        <p>The snippet could not be loaded: {errorMessage(snippet.error)}</p>
        <Button size="sm" variant="outline-danger" onClick={() => void snippet.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const copy = () => {
    navigator.clipboard.writeText(snippet.data).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <>
      <label htmlFor="spot-snippet" className="form-label">
        Paste this where the spot sits on your page
      </label>
      <textarea
        id="spot-snippet"
        className="form-control font-monospace small mb-2"
        rows={5}
        readOnly
        value={snippet.data}
        aria-describedby={countsId}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={countsId} className="small text-body-secondary mb-2" data-testid="snippet-counts">
        {SNIPPET_COUNTS} {sponsoredLabelNote(spot.sponsoredLabel)}
      </p>
      <div className="d-flex align-items-center gap-2 mb-3">
        <Button size="sm" onClick={copy}>
          Copy snippet
        </Button>
        <span role="status" className="small">
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'failed'
              ? 'Copy failed: select the text and copy it.'
              : ''}
        </span>
      </div>
      <h3 className="h6">Preview</h3>
      {/* No scripts run in the preview: the snippet needs none. It keeps the app's origin (no scripts, so
          nothing can use it), so its image is asked as the app asks: in a QA sandbox, with the sandbox's
          cookie, the sandbox's spot (an opaque origin is another site, which a Lax cookie does not follow). */}
      <iframe
        title={`Preview of the embed of ${spot.name}`}
        sandbox="allow-same-origin"
        srcDoc={snippet.data}
        className="border rounded w-100 bg-body"
        style={{ height: 280 }}
      />
    </>
  );
}

/** The HTML file: fetched with the session's token, then saved by the browser. */
function FileDownload({ spot }: { spot: Spot }) {
  const download = useDownloadSpotFile(spot.id);
  const countsId = useId();
  if (isNotOffered(download.error)) return <NotOffered what="The HTML file download" />;
  if (download.isError && toApiError(download.error).code === ErrorCode.featureRequired) {
    // The token still claimed Download.HTML, but the account no longer holds it.
    return <DownloadUpgradePrompt />;
  }
  const start = () => {
    if (!download.isPending) download.mutate();
  };
  return (
    <div data-testid="spot-file-download">
      <p className="small mb-2" id={countsId}>
        For email newsletters and other channels that cannot load remote images: one HTML file with the image
        inside and the same counted link. {FILE_COUNTS} The image is the one showing now: download the file
        again when the sponsor changes.
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {/* aria-disabled rather than disabled while fetching, so keyboard focus stays on the button. */}
        <Button
          size="sm"
          variant="outline-primary"
          className={download.isPending ? 'disabled' : undefined}
          aria-disabled={download.isPending}
          aria-describedby={countsId}
          onClick={start}
        >
          {download.isPending ? 'Preparing the file…' : 'Download as an HTML file'}
        </Button>
        <span role="status" className="small">
          {download.isSuccess ? `Downloaded ${download.data}.` : ''}
        </span>
      </div>
      {download.isError ? (
        <p role="alert" className="small text-danger mt-2 mb-0">
          The file could not be downloaded: {errorMessage(download.error)} Try again.
        </p>
      ) : null}
    </div>
  );
}

/** The embed of a spot: the snippet for every publisher; the HTML file for Download.HTML, an upgrade prompt otherwise. */
export function SpotEmbed({ spot }: { spot: Spot }) {
  const session = useSession();
  return (
    <>
      <Snippet spot={spot} />
      <section aria-labelledby={`spot-file-${spot.id}`} className="mt-4">
        <h3 id={`spot-file-${spot.id}`} className="h6">
          A self-contained HTML file
        </h3>
        {session.canDownloadHtml ? <FileDownload spot={spot} /> : <DownloadUpgradePrompt />}
      </section>
    </>
  );
}
