// POST /sponsor/api/v1/spot/content/aicheck {spotContentId} → {passed, checkedOn, reasons}; the content's
// aICheckedOn/aICheckPassed follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiCheckResult } from '@sponsorspot/contract/content';
import { api } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const AI_CHECK_URL = '/sponsor/api/v1/spot/content/aicheck';

export function runAiCheck({ spotContentId }: { spotContentId: number; spotId: number }) {
  return api.post<AiCheckResult>(AI_CHECK_URL, { spotContentId });
}

export function useAiCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAiCheck,
    onSuccess: (_result, { spotId }) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.content(spotId) }),
  });
}
