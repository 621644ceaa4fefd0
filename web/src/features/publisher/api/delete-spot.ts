// DELETE spot/{id} (publisher.deleteSpot) — success on 200 (contract/src/endpoints/publisher.ts deleteSpot);
// 409 conflict while an active reservation holds the spot.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSpot as deleteSpotEndpoint } from '@sponsorspot/contract/endpoints/publisher';
import { call } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { publisherKeys } from './keys';

export async function deleteSpot(id: number): Promise<void> {
  await call(deleteSpotEndpoint, { params: { id } }, { validateStatus: (status) => status === 200 });
}

export function useDeleteSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpot,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: publisherKeys.spot(id) });
      return queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY });
    },
  });
}
