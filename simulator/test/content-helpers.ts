// Helpers of the content tests: an app with its own upload directory, the fixture reloaded before each test,
// multipart forms built by the platform's FormData (as a browser sends them), and images made with sharp.
import type { EndpointInput } from '@sponsorspot/contract/endpoint';
import * as content from '@sponsorspot/contract/endpoints/content';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach } from 'vitest';
import { unchecked, signedIn, testApp } from './helpers.js';

export async function setupContentApp(): Promise<{ app: FastifyInstance; uploadDir: string }> {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sponsorspot-content-test-'));
  const app = await testApp({ SIM_UPLOAD_DIR: uploadDir });
  afterAll(async () => {
    await app.close();
    await rm(uploadDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    app.scenarios.reset('fixture');
  });
  return { app, uploadDir };
}

export const storedFiles = (uploadDir: string) => readdir(uploadDir);

/** A multipart form of the given parts, as a browser builds it. */
export function formData(
  parts: { field?: string; bytes: Buffer | string; fileName?: string; type?: string }[],
): FormData {
  const form = new FormData();
  for (const part of parts) {
    const field = part.field ?? 'file';
    if (part.fileName === undefined && typeof part.bytes === 'string') form.append(field, part.bytes);
    else
      form.append(
        field,
        new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }),
        part.fileName ?? 'file.bin',
      );
  }
  return form;
}

/** A solid image in the given format. */
export function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 300, height = 250): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A signed-in caller's calls to the content endpoints. */
export async function contentCaller(app: FastifyInstance, userId: number) {
  const caller = await signedIn(app, userId);
  return {
    ...caller,
    upload: (spotId: number, parts: Parameters<typeof formData>[0]) =>
      caller.request(content.uploadDecal, { params: { spotId }, body: formData(parts) }),
    update: (body: EndpointInput<typeof content.updateContent>['body']) =>
      caller.request(content.updateContent, { body }),
    aiCheck: (body: EndpointInput<typeof content.aiCheck>['body']) =>
      caller.request(content.aiCheck, { body }),
    removeDecal: (spotId: number, contentId: number) =>
      caller.request(content.removeDecal, { params: { spotId, contentId } }),
    /** A string id is sent as given (the test of its refusal). */
    get: (sponsorId: number | string, spotId: number | string) =>
      caller.request(content.sponsorContent, { params: unchecked({ sponsorId, spotId }) }),
  };
}
