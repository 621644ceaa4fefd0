// POST spot/content/update (content.updateContent) {id?, spotId, linkUrl?, linkTitle?, hasAgreedToTerms?} →
// the SpotContent (created on the first call; the caller becomes a sponsor). Changing the link clears the
// check.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentUpdateBody } from '@sponsorspot/contract/content';
import { updateContent as updateContentEndpoint } from '@sponsorspot/contract/endpoints/content';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';
import { authKeys } from '../../auth';
import { orderKeys } from './keys';

/** The mutation scope of a content's edits and its check: TanStack Query runs a scope's mutations in turn. */
export const CONTENT_EDITS = { id: 'spot-content-edits' };

export function updateContent(body: ContentUpdateBody): Promise<SpotContent> {
  return call(updateContentEndpoint, { body });
}

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContent,
    // One after another, in the order they were made: a field's save and the terms box's never cross, and a
    // check asked for meanwhile runs on what they saved.
    scope: CONTENT_EDITS,
    onSuccess: (content) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.content(content.spotId) }),
        queryClient.invalidateQueries({ queryKey: authKeys.sponsorUser() }),
      ]),
  });
}
