// POST spot/content/aicheck (content.aiCheck) {spotContentId} → {passed, checkedOn, reasons}; the content's
// aICheckedOn/aICheckPassed follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiCheck } from '@sponsorspot/contract/endpoints/content';
import { call } from '../../../lib/api-client';
import { orderKeys } from './keys';
import { CONTENT_EDITS } from './update-content';

export function runAiCheck({ spotContentId }: { spotContentId: number; spotId: number }) {
  return call(aiCheck, { body: { spotContentId } });
}

export function useAiCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAiCheck,
    scope: CONTENT_EDITS,
    onSuccess: (_result, { spotId }) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.content(spotId) }),
  });
}
