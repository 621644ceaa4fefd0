// One racer of the reservation race: its own app (its own connection to the shared database file), ready
// before the start; at the barrier's release it fires its sponsors' calls at once and reports each answer.
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../../src/app.js';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import { JSON_TENANT, testConfig } from '../helpers.js';

export interface RacerData {
  dbPath: string;
  uploadDir: string;
  /** What each sponsor races with: open the spot's checkout (the hold) or reserve. */
  mode: 'hold' | 'reserve';
  sponsors: { jwt: string; contentId: number }[];
  /** [ready count, go flag]. */
  barrier: SharedArrayBuffer;
}

export interface RacerAnswer {
  contentId: number;
  statusCode: number;
  code: string | null;
}

const data = workerData as RacerData;
const app = await buildApp(testConfig({ SIM_DB_PATH: data.dbPath, SIM_UPLOAD_DIR: data.uploadDir }));
await app.ready();
const barrier = new Int32Array(data.barrier);

const call = ({ jwt, contentId }: RacerData['sponsors'][number]) => {
  const headers = { ...JSON_TENANT, authorization: `Bearer ${jwt}` };
  return data.mode === 'reserve'
    ? app.inject({
        method: 'POST',
        url: '/sponsor/api/v1/spot/content/reserve',
        headers,
        payload: JSON.stringify({ spotContentId: contentId }),
      })
    : app.inject({
        method: 'POST',
        url: '/account/api/v1/account/stripe_checkout',
        headers,
        payload: JSON.stringify({
          product: SPOT_PRODUCT.product,
          variant: SPOT_PRODUCT.variant,
          spotContentId: contentId,
          returnUrl: 'http://localhost:8080/order/2/reserve',
        }),
      });
};

Atomics.add(barrier, 0, 1);
parentPort?.postMessage({ ready: true });
Atomics.wait(barrier, 1, 0); // every racer is released by the same store
const answers: RacerAnswer[] = await Promise.all(
  data.sponsors.map(async (sponsor) => {
    const res = await call(sponsor);
    const body = res.json() as { code?: string };
    return { contentId: sponsor.contentId, statusCode: res.statusCode, code: body.code ?? null };
  }),
);
await app.close();
parentPort?.postMessage({ answers });
