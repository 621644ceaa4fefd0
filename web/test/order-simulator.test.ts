// The order page's and the sponsor screens' request code against the real simulator (demo scenario), on a
// real port: the sponsor's content resumed from the server, the decal upload with its progress, the link,
// the AI check's reasons and the sponsor's list.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { availableSpots } from '@sponsorspot/contract/endpoints/marketplace';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import { getSponsorUser } from '../src/features/auth/api/sponsor-user';
import { getMyContent } from '../src/features/orders/api/get-my-content';
import { getPublicSpot } from '../src/features/orders/api/get-public-spot';
import { removeDecal } from '../src/features/orders/api/remove-decal';
import { runAiCheck } from '../src/features/orders/api/run-ai-check';
import { updateContent } from '../src/features/orders/api/update-content';
import { uploadDecal } from '../src/features/orders/api/upload-decal';
import { reasonsByField, reserveBlockers } from '../src/features/orders/model/order';
import { listContents } from '../src/features/sponsor/api/list-contents';
import { call } from '../src/lib/api-client';
import type { ApiError } from '../src/lib/errors';
import { simulatorClient } from './simulator-client';

const simulator = simulatorClient();

beforeAll(async () => {
  await simulator.signIn({ email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' });
});

describe('the reserve steps against the simulator', () => {
  it('starts, uploads with progress, saves the link, lists the check’s reasons by field and resumes', async () => {
    const available = await call(availableSpots, { body: { pageSize: 100 } });
    const listed = available.spots.find((candidate) => parseSpotProduct(candidate.productJson).width === 300);
    expect(listed).toBeDefined();
    const spot = await getPublicSpot(listed!.id);
    expect(spot.name).toBe(listed!.name);

    const sponsorId = (await getSponsorUser())!.sponsor!.id;
    expect(await getMyContent(sponsorId, spot.id)).toBeNull();
    expect(await getMyContent(null, spot.id)).toBeNull();

    const bytes = await readFile(new URL('../../seeds/images/placeholder-300x250.png', import.meta.url));
    const progress: number[] = [];
    const decal = await uploadDecal({
      spotId: spot.id,
      file: new File([bytes], 'decal.png', { type: 'image/png' }),
      onProgress: (percent) => progress.push(percent),
    });
    expect(decal).toMatchObject({ width: 300, height: 250, contentType: 'image/png' });
    expect(progress.at(-1)).toBe(100);

    let content = (await getMyContent(sponsorId, spot.id))!;
    expect(content.decal?.id).toBe(decal.id);
    content = await updateContent({
      id: content.id,
      spotId: spot.id,
      linkUrl: 'http://www.example.com/offer',
      linkTitle: 'Trailhead Coffee',
      hasAgreedToTerms: true,
    });
    expect(reserveBlockers(content)).toEqual(['Pass the check']);

    const failed = await runAiCheck({ spotContentId: content.id, spotId: spot.id });
    expect(failed.passed).toBe(false);
    const byField = reasonsByField(failed.reasons);
    expect(byField.linkUrl).toHaveLength(1);
    expect(byField.decal).toEqual([]);

    await updateContent({ id: content.id, spotId: spot.id, linkUrl: 'https://www.example.com/offer' });
    expect((await runAiCheck({ spotContentId: content.id, spotId: spot.id })).passed).toBe(true);
    const resumed = (await getMyContent(sponsorId, spot.id))!;
    expect(resumed).toMatchObject({ linkUrl: 'https://www.example.com/offer', aICheckPassed: true });
    expect(reserveBlockers(resumed)).toEqual([]);

    const { contents } = await listContents(sponsorId);
    expect(contents[0]).toEqual({ spotName: spot.name, content: resumed });

    const without = await removeDecal({ spotId: spot.id, contentId: content.id });
    expect(without.decal).toBeNull();
    expect(reserveBlockers(without)).toEqual(['Upload a decal', 'Pass the check']);
  });

  it('a spot that is not there is a 404 ApiError', async () => {
    await expect(getPublicSpot(999_999)).rejects.toMatchObject({ status: 404 } satisfies Partial<ApiError>);
  });
});
