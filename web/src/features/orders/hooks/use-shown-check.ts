import { useState } from 'react';
import type { AiCheckResult } from '@sponsorspot/contract/content';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { shownCheck } from '../model/order';

/**
 * The AI check an order form shows (model/order.ts shownCheck), and what sets it when the check runs here. A
 * failed check read back when the page opened counts as one run here: its reasons stay at their fields, and
 * an edit that clears it runs it again by itself (CheckStep), as after a check run on the page.
 */
export function useShownCheck(
  content: SpotContent | null,
): [AiCheckResult | null, (result: AiCheckResult) => void] {
  const [ranHere, setRanHere] = useState<AiCheckResult | null>(null);
  const shown = shownCheck(content, ranHere);
  // Adopted during render (React's way to keep state that follows a prop): at most once, then ranHere holds it.
  if (ranHere === null && shown !== null) setRanHere(shown);
  return [shown, setRanHere];
}
