// DELETE spot/{spotId}/content/{contentId}/decal (content.removeDecal) → the SpotContent without its decal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeDecal as removeDecalEndpoint } from '@sponsorspot/contract/endpoints/content';
import { call } from '../../../lib/api-client';
import { orderKeys } from './keys';

export function removeDecal({ spotId, contentId }: { spotId: number; contentId: number }) {
  return call(removeDecalEndpoint, { params: { spotId, contentId } });
}

export function useRemoveDecal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDecal,
    onSuccess: (content) => queryClient.invalidateQueries({ queryKey: orderKeys.content(content.spotId) }),
  });
}
