// POST spot/upload/{spotId} (content.uploadDecal) multipart, field `file` → 201 the Decal, attached to the
// caller's open content on that spot (created if none). The progress callback gets 0–100.
import { DECAL_UPLOAD } from '@sponsorspot/contract/content-rules';
import { uploadDecal as uploadDecalEndpoint } from '@sponsorspot/contract/endpoints/content';
import type { Decal } from '@sponsorspot/contract/sponsor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from '../../auth';
import { orderKeys } from './keys';

export interface UploadDecalInput {
  spotId: number;
  file: File;
  onProgress?: (percent: number) => void;
}

export function uploadDecal({ spotId, file, onProgress }: UploadDecalInput): Promise<Decal> {
  const form = new FormData();
  form.append(DECAL_UPLOAD.field, file);
  return call(
    uploadDecalEndpoint,
    { params: { spotId }, body: form },
    {
      // Uploads take longer than a call: no client timeout, the server's limits apply.
      timeout: 0,
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    },
  );
}

export function useUploadDecal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDecal,
    onSuccess: (_decal, { spotId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.content(spotId) }),
        queryClient.invalidateQueries({ queryKey: authKeys.sponsorUser() }),
      ]),
  });
}
