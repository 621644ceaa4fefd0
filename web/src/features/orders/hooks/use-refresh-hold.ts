// What a hold's end changes: the caller's content (an ended hold reads as Created) and the public spot (its
// heldUntil). Refetches both.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { orderKeys } from '../api/keys';

export function useRefreshHold(spotId: number): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.content(spotId) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.spot(spotId), exact: true });
  }, [queryClient, spotId]);
}
