// Sponsor service (/sponsor/api/v1), sponsor side (contract/src/endpoints/content.ts;
// docs/sponsors.md "Sponsor content: decal uploads, the link and the AI check"): a
// sponsor's content on a spot — the decal upload, the link and terms, the decal's removal, the AI check and
// the read. The SpotContent and Decal answers are contract/sponsor.ts's; the limits and rule codes are
// contract/content-rules.ts's.
import Type, { type Static } from 'typebox';
import { Id } from './common.js';
import { CONTENT_LIMITS, DECAL_UPLOAD } from './content-rules.js';
import { AiCheckReason, SpotContent } from './sponsor.js';

/**
 * POST spot/content/update → the SpotContent. With `id`, that content of the caller's (on `spotId`); without,
 * the caller's open content on `spotId`, created (status Created) if none. Fields left out keep their value.
 * linkUrl: '' or an absolute http(s) URL (contract/content-rules.ts linkUrlProblem); linkUrl and linkTitle hold
 * no control characters (linkUrlProblem, linkTitleProblem). Changing the link clears the AI check.
 */
export const ContentUpdateBody = Type.Object(
  {
    id: Type.Optional(Id),
    spotId: Id,
    linkUrl: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.linkUrl })),
    linkTitle: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.linkTitle })),
    hasAgreedToTerms: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ContentUpdateBody = Static<typeof ContentUpdateBody>;

/** POST spot/content/aicheck. */
export const AiCheckBody = Type.Object({ spotContentId: Id }, { additionalProperties: false });
export type AiCheckBody = Static<typeof AiCheckBody>;

export { AiCheckReason } from './sponsor.js';

/** The AI check's answer: passed when no rule failed; every failed rule is a reason. */
export const AiCheckResult = Type.Object({
  passed: Type.Boolean(),
  checkedOn: Type.String({ format: 'date-time' }),
  reasons: Type.Array(AiCheckReason),
});
export type AiCheckResult = Static<typeof AiCheckResult>;

/** DELETE spot/{spotId}/content/{contentId}/decal. */
export const ContentDecalParams = Type.Object({ spotId: Id, contentId: Id });
export type ContentDecalParams = Static<typeof ContentDecalParams>;

/** GET sponsor/{sponsorId}/spot/{spotId}/content. */
export const SponsorContentParams = Type.Object({ sponsorId: Id, spotId: Id });
export type SponsorContentParams = Static<typeof SponsorContentParams>;

/** POST spot/upload/{spotId}. */
export const UploadParams = Type.Object({ spotId: Id });
export type UploadParams = Static<typeof UploadParams>;

/** POST spot/upload/{spotId}'s multipart/form-data body, as the OpenAPI document shows it: one file part. */
export const UploadForm = Type.Object(
  { [DECAL_UPLOAD.field]: Type.String({ format: 'binary', description: 'The decal image file.' }) },
  { additionalProperties: false },
);

/** GET sponsor/{sponsorId}/content. */
export const SponsorContentsParams = Type.Object({ sponsorId: Id });
export type SponsorContentsParams = Static<typeof SponsorContentsParams>;

/** Every content of a sponsor, in every status, newest first, each with the name of its spot. */
export const SponsorContents = Type.Object({
  contents: Type.Array(Type.Object({ spotName: Type.String(), content: SpotContent })),
});
export type SponsorContents = Static<typeof SponsorContents>;
