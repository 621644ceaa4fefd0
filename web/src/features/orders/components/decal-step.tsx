// The decal step of the reserve form and of a live order's change: the decal beside the spot's size, upload
// with progress (a file the upload or the check would refuse is not sent: model/decal-file.ts), replace,
// remove, and the check's reasons about it. After an upload focus goes to the decal's
// size; after a removal, to the file field for the next one; after a failure, to its message.
import { DECAL_UPLOAD } from '@sponsorspot/contract/content-rules';
import type { Spot, SpotContent } from '@sponsorspot/contract/sponsor';
import { useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { DecalImage } from '../../../components/decal-image';
import { FormAlert } from '../../../components/form-alert';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { toApiError } from '../../../lib/errors';
import { useRemoveDecal } from '../api/remove-decal';
import { useUploadDecal } from '../api/upload-decal';
import { decalFileProblem } from '../model/decal-file';
import { spotTermsOf } from '../model/order';
import { FieldReasons } from './field-reasons';

/** The image's width and height in pixels, or null when the browser cannot decode it. */
async function pixelSizeOf(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

export function DecalStep({
  legend,
  spot,
  content,
  reasons,
}: {
  legend: string;
  spot: Spot;
  content: SpotContent | null;
  /** The last check's reasons about the decal. */
  reasons: string[];
}) {
  const terms = spotTermsOf(spot);
  const upload = useUploadDecal();
  const remove = useRemoveDecal();
  const [progress, setProgress] = useState<number | null>(null);
  /** Why the chosen file was not sent (model/decal-file.ts), until another is chosen. */
  const [refused, setRefused] = useState<string | null>(null);
  const [uploadedRef, focusUploaded] = useFocusResult();
  const [uploadFailedRef, focusUploadFailed] = useFocusResult();
  const [decalFileRef, focusDecalFile] = useFocusResult<HTMLInputElement>();
  const [removeFailedRef, focusRemoveFailed] = useFocusResult();
  // The decal's controls wait for its upload or removal.
  const busy = upload.isPending || remove.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.reset();
    // A file the upload or the check would refuse is not sent: what is wrong shows at once.
    const problem = decalFileProblem(
      { name: file.name, type: file.type, bytes: file.size, pixels: await pixelSizeOf(file) },
      terms.width && terms.height ? { width: terms.width, height: terms.height } : null,
    );
    setRefused(problem);
    if (problem) {
      focusUploadFailed();
      return;
    }
    setProgress(0);
    upload.mutate(
      { spotId: spot.id, file, onProgress: setProgress },
      {
        onSuccess: focusUploaded,
        onError: focusUploadFailed,
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <fieldset className="mb-4">
      <legend className="h6">{legend}</legend>
      <div className="d-flex flex-wrap gap-4 align-items-start">
        <div className="decal-frame border rounded p-2" style={{ minWidth: 160, minHeight: 80 }}>
          {content?.decal ? (
            <DecalImage
              decal={content.decal}
              alt="Your decal"
              style={{ maxWidth: 320, height: 'auto' }}
              data-testid="decal-preview"
            />
          ) : (
            <span className="text-body-secondary small">No decal yet</span>
          )}
        </div>
        <div className="small">
          <p className="mb-1">
            Spot size: {terms.width && terms.height ? `${terms.width} × ${terms.height} px` : 'any size'}
          </p>
          <p
            ref={uploadedRef}
            className={content?.decal ? 'mb-1' : 'mb-0'}
            role="status"
            data-testid="decal-size"
          >
            {content?.decal ? `Your decal: ${content.decal.width} × ${content.decal.height} px` : null}
          </p>
          <p className="text-body-secondary mb-2">
            PNG, JPEG, WebP or GIF, at most {DECAL_UPLOAD.maxBytes / 1024 / 1024} MB and{' '}
            {DECAL_UPLOAD.maxWidth} × {DECAL_UPLOAD.maxHeight} px.
          </p>
          <label htmlFor="decal-file" className="form-label">
            {content?.decal ? 'Replace the decal' : 'Upload a decal'}
          </label>
          <input
            ref={decalFileRef}
            id="decal-file"
            type="file"
            className="form-control form-control-sm mb-2"
            accept={DECAL_UPLOAD.contentTypes.join(',')}
            onChange={(event) => void onFile(event)}
            disabled={busy}
            aria-describedby={reasons.length ? 'decal-reasons' : undefined}
          />
          {content?.decal ? (
            <Button
              size="sm"
              variant="outline-danger"
              disabled={busy}
              onClick={() =>
                remove.mutate(
                  { spotId: spot.id, contentId: content.id },
                  { onSuccess: focusDecalFile, onError: focusRemoveFailed },
                )
              }
            >
              Remove the decal
            </Button>
          ) : null}
        </div>
      </div>
      {progress !== null ? (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label="Upload progress"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${progress}%` }}>
            {progress}%
          </div>
        </div>
      ) : null}
      <FormAlert
        ref={uploadFailedRef}
        message={refused ?? (upload.isError ? toApiError(upload.error).message : null)}
      />
      <FormAlert ref={removeFailedRef} message={remove.isError ? toApiError(remove.error).message : null} />
      <FieldReasons id="decal-reasons" reasons={reasons} />
    </fieldset>
  );
}
