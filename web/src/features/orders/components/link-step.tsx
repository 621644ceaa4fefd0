// The link step of the reserve form and of a live order's change: the link and its title, each saved when
// its field is left (an edit clears the check), with the check's reasons under each.
import { AI_CHECK } from '@sponsorspot/contract/content-rules';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { toApiError } from '../../../lib/errors';
import { useUpdateContent } from '../api/update-content';
import { linkTitleFieldProblem, linkUrlFieldProblem } from '../model/order';
import { FieldReasons } from './field-reasons';

/** What the link title is used for: the snippet names the spot, not the sponsor, so it is not the embed's alt. */
export const LINK_TITLE_HINT =
  'Describes your decal on SponsorSpot: the marketplace card and your dashboard read it out as the image, and the publisher sees it when reviewing. On the publisher’s page the image is read out as “Sponsored” and the spot’s name.';

export function LinkStep({
  legend,
  spotId,
  content,
  reasons,
}: {
  legend: string;
  spotId: number;
  content: SpotContent | null;
  /** The last check's reasons by field. */
  reasons: { linkUrl: string[]; linkTitle: string[] };
}) {
  const update = useUpdateContent();
  const [linkUrl, setLinkUrl] = useState(content?.linkUrl ?? '');
  const [linkTitle, setLinkTitle] = useState(content?.linkTitle ?? '');
  // Each field follows its stored value when that changes (a save, another tab, a resume); a field being
  // typed in keeps its text while another field's save comes back.
  const storedUrl = content?.linkUrl ?? '';
  const storedTitle = content?.linkTitle ?? '';
  const [seen, setSeen] = useState({ url: storedUrl, title: storedTitle });
  if (seen.url !== storedUrl || seen.title !== storedTitle) {
    setSeen({ url: storedUrl, title: storedTitle });
    if (seen.url !== storedUrl) setLinkUrl(storedUrl);
    if (seen.title !== storedTitle) setLinkTitle(storedTitle);
  }
  const urlProblem = linkUrlFieldProblem(linkUrl);
  const titleIssue = linkTitleFieldProblem(linkTitle);

  const save = (field: 'linkUrl' | 'linkTitle', value: string, problem: string | null) => {
    if (problem || value === (content?.[field] ?? '')) return;
    update.mutate({ id: content?.id, spotId, [field]: value });
  };

  return (
    <fieldset className="mb-4">
      <legend className="h6">{legend}</legend>
      <TextField
        id="link-url"
        label="Link URL"
        type="url"
        value={linkUrl}
        onChange={setLinkUrl}
        onBlur={() => save('linkUrl', linkUrl, urlProblem)}
        error={urlProblem}
        hint="Where a click on your decal goes, e.g. https://www.example.com/offer"
        aria-errormessage={reasons.linkUrl.length ? 'linkUrl-reasons' : undefined}
      />
      <FieldReasons id="linkUrl-reasons" reasons={reasons.linkUrl} />
      <TextField
        id="link-title"
        label="Link title"
        value={linkTitle}
        onChange={setLinkTitle}
        onBlur={() => save('linkTitle', linkTitle, titleIssue)}
        error={titleIssue}
        hint={LINK_TITLE_HINT}
        maxLength={AI_CHECK.title.max}
      />
      <FieldReasons id="linkTitle-reasons" reasons={reasons.linkTitle} />
      <FormAlert message={update.isError ? toApiError(update.error).message : null} />
    </fieldset>
  );
}
