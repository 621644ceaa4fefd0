// Helpers of the content tests: an app with its own upload directory, the fixture reloaded before each test,
// multipart bodies built by the platform's FormData (as a browser sends them), and images made with sharp.
import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach } from 'vitest';
import { testApp } from './helpers.js';
import { signedIn } from './users-helpers.js';

export const API = '/sponsor/api/v1';

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

/** A multipart body of the given parts, with its content-type header. */
export async function multipart(
  parts: { field?: string; bytes: Buffer | string; fileName?: string; type?: string }[],
): Promise<{ payload: Buffer; contentType: string }> {
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
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

/** A solid image in the given format. */
export function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 300, height = 250): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A signed-in caller's calls to the content endpoints. */
export async function contentCaller(app: FastifyInstance, userId: number) {
  const { headers, jsonHeaders } = await signedIn(app, userId);
  return {
    headers,
    upload: async (spotId: number | string, parts: Parameters<typeof multipart>[0]) => {
      const { payload, contentType } = await multipart(parts);
      return app.inject({
        method: 'POST',
        url: `${API}/spot/upload/${spotId}`,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    },
    update: (payload: object) =>
      app.inject({ method: 'POST', url: `${API}/spot/content/update`, headers: jsonHeaders, payload }),
    aiCheck: (payload: object) =>
      app.inject({ method: 'POST', url: `${API}/spot/content/aicheck`, headers: jsonHeaders, payload }),
    removeDecal: (spotId: number | string, contentId: number | string) =>
      app.inject({ method: 'DELETE', url: `${API}/spot/${spotId}/content/${contentId}/decal`, headers }),
    get: (sponsorId: number | string, spotId: number | string) =>
      app.inject({ method: 'GET', url: `${API}/sponsor/${sponsorId}/spot/${spotId}/content`, headers }),
  };
}
