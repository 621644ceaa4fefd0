// POST spot/content/update (content.updateContent) {id?, spotId, linkUrl?, linkTitle?, hasAgreedToTerms?} →
// the SpotContent (created on the first call; the caller becomes a sponsor). Changing the link clears the
// check.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentUpdateBody } from '@sponsorspot/contract/content';
import { updateContent as updateContentEndpoint } from '@sponsorspot/contract/endpoints/content';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';
import { sponsorUserKeys } from '../../auth';
import { orderKeys } from './keys';

export function updateContent(body: ContentUpdateBody): Promise<SpotContent> {
  return call(updateContentEndpoint, { body });
}

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContent,
    onSuccess: (content) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.content(content.spotId) }),
        queryClient.invalidateQueries({ queryKey: sponsorUserKeys.all }),
      ]),
  });
}
