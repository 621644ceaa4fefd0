// docs/api.md is what the contract's endpoint declarations make (scripts/api-docs.ts): a call added, removed
// or redescribed in contract/src/endpoints/*.ts without `npx tsx scripts/api-docs.ts --write` fails here.
import { readFileSync } from 'node:fs';
import { ENDPOINTS } from '@sponsorspot/contract/endpoint-list';
import { describe, expect, it } from 'vitest';
import { API_DOC, apiDoc } from '../../scripts/api-docs.js';

describe('docs/api.md', () => {
  it('is the generator’s output from the contract', async () => {
    expect(readFileSync(API_DOC, 'utf8')).toBe(await apiDoc());
  });

  it('has a section for every endpoint the contract declares', () => {
    const doc = readFileSync(API_DOC, 'utf8');
    for (const { name } of ENDPOINTS) expect(doc, name).toContain(`\`${name}\``);
  });
});
