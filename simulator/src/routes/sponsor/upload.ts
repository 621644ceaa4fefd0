// POST spot/upload/{spotId} (content.uploadDecal): a decal as multipart/form-data, one field `file`. The
// multipart parser is registered here only: the rest of the API speaks JSON. The checks on the image are
// domain/content/decal-images.ts's.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DECAL_UPLOAD, NO_FILE_MESSAGE } from '@sponsorspot/contract/content-rules';
import * as content from '@sponsorspot/contract/endpoints/content';
import type { UploadedFile } from '../../domain/content/service.js';
import { ApiError, apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

/** More than one file, or other fields, are read only to be refused: at most this many parts. */
const MAX_PARTS = 4;

/** The one file of the request, read whole (at most DECAL_UPLOAD.maxBytes, else 413). */
async function readOneFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    if (request.headers['content-type'] === undefined) throw apiError.requestInvalid(NO_FILE_MESSAGE);
    throw apiError.unsupportedMediaType(
      `Send the decal as multipart/form-data with the field "${DECAL_UPLOAD.field}".`,
    );
  }
  const files: UploadedFile[] = [];
  const fields: string[] = [];
  /** File parts with content, whatever their field name. */
  let attached = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read every file part, so a second one is counted (and its size bounded) before refusing.
        const bytes = await part.toBuffer();
        if (bytes.length > 0) attached += 1;
        if (part.fieldname !== DECAL_UPLOAD.field) fields.push(part.fieldname);
        else files.push({ bytes, fileName: part.filename });
      } else fields.push(part.fieldname);
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof ApiError || (status !== undefined && status >= 400 && status < 500)) throw error;
    throw apiError.requestInvalid('The multipart body could not be read.');
  }
  // The spec's answer for a request without a file, whatever text fields came with it (a text field
  // named "file" included): checked before the fields, which only matter once there is a file.
  if (attached === 0) throw apiError.requestInvalid(NO_FILE_MESSAGE);
  if (fields.length > 0)
    throw apiError.requestInvalid(
      `Send only the field "${DECAL_UPLOAD.field}" (got ${fields.map((name) => `"${name}"`).join(', ')}).`,
    );
  const file = files[0];
  if (!file) throw apiError.requestInvalid(NO_FILE_MESSAGE);
  if (files.length > 1) throw apiError.requestInvalid('Send one file at a time.');
  return file;
}

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: DECAL_UPLOAD.maxBytes,
      files: MAX_PARTS,
      fields: MAX_PARTS,
      parts: MAX_PARTS,
      fieldSize: 1024,
      headerPairs: 20,
    },
  });

  app.route({
    ...endpointRoute(app, content.uploadDecal),
    handler: async (request, reply) => {
      const file = await readOneFile(request);
      const decal = await app.content.upload(request.identity, request.params.spotId, file);
      return reply.code(201).send(decal);
    },
  });
};

export default uploadRoutes;
