// What a hold reads as on a page, from the API's heldUntil: the contract's one sentence with the time left
// as the page's clock counts it, which may have ticked on by up to a minute since the test read the time.
import { heldSentence, type HoldHolder } from '@sponsorspot/contract/reservation-rules';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentence of `holder`'s hold ending at `heldUntil`, at any moment of the next minute. */
export function heldSentencePattern(holder: HoldHolder, heldUntil: string, nowMs = Date.now()): RegExp {
  const left = Date.parse(heldUntil) - nowMs;
  const texts = new Set([0, 30_000, 60_000].map((elapsed) => heldSentence(holder, left - elapsed)));
  return new RegExp(`^(${[...texts].map(escape).join('|')})$`);
}
