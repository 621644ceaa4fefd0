// DELETE /sponsor/api/v1/spot/{spotId}/content/{contentId}/decal → the SpotContent without its decal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { api } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const removeDecalUrl = (spotId: number, contentId: number) =>
  `/sponsor/api/v1/spot/${spotId}/content/${contentId}/decal`;

export function removeDecal({ spotId, contentId }: { spotId: number; contentId: number }) {
  return api.delete<SpotContent>(removeDecalUrl(spotId, contentId));
}

export function useRemoveDecal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDecal,
    onSuccess: (content) => queryClient.invalidateQueries({ queryKey: orderKeys.content(content.spotId) }),
  });
}
