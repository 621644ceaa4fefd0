// A spot's JavaScript-free embed: the HTML snippet with a copy button and a preview, for users whose Feature
// claim holds Download.HTML; an upgrade prompt for everyone else. Shown in the spots page's dialog and at the
// end of the /earn flow.
import { ErrorCode } from '@sponsorspot/contract/constants';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage, toApiError } from '../../../lib/errors';
import { useSession } from '../../auth';
import { UpgradeButton } from '../../plans';
import { useSpotSnippet } from '../api/get-spot-snippet';

function EmbedUpgrade() {
  return (
    <div className="alert alert-info mb-0" data-testid="snippet-upgrade-prompt">
      <p>
        The HTML embed is part of the <strong>Pro</strong> and <strong>Enterprise</strong> plans (or the HTML
        download add-on): one link around one image, no JavaScript, and every view and click counted.
      </p>
      <UpgradeButton plan="Pro">Upgrade to Pro</UpgradeButton>
    </div>
  );
}

function Snippet({ spot }: { spot: Spot }) {
  const snippet = useSpotSnippet(spot.id);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  if (snippet.isPending) return <p className="text-body-secondary mb-0">Loading the snippet…</p>;
  if (snippet.isError) {
    if (toApiError(snippet.error).code === ErrorCode.featureRequired) return <EmbedUpgrade />;
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
        onFocus={(event) => event.currentTarget.select()}
      />
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
      {/* No scripts run in the preview: the snippet needs none. */}
      <iframe
        title={`Preview of the embed of ${spot.name}`}
        sandbox=""
        srcDoc={snippet.data}
        className="border rounded w-100 bg-body"
        style={{ height: 280 }}
      />
    </>
  );
}

/** The embed of a spot: its snippet for Download.HTML users, an upgrade prompt for the others. */
export function SpotEmbed({ spot }: { spot: Spot }) {
  const session = useSession();
  return session.canDownloadHtml ? <Snippet spot={spot} /> : <EmbedUpgrade />;
}
