// POST /sponsor/api/v1/spot/content/update {id?, spotId, linkUrl?, linkTitle?, hasAgreedToTerms?} → the
// SpotContent (created on the first call; the caller becomes a sponsor). Changing the link clears the check.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentUpdateBody } from '@sponsorspot/contract/content';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { api } from '../../../lib/api-client';
import { sponsorUserKeys } from '../../auth';
import { orderKeys } from './keys';

export const UPDATE_CONTENT_URL = '/sponsor/api/v1/spot/content/update';

export function updateContent(body: ContentUpdateBody): Promise<SpotContent> {
  return api.post<SpotContent>(UPDATE_CONTENT_URL, body);
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
