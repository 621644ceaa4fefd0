// The embed's counting rules (docs/publishers.md "The embed and how it counts"; contract/counting.ts),
// without Fastify:
// - a view counts once per visitor per spot per UTC day, for what the spot served: the placeholder, or a
//   sponsor's content (its id; 0 is the placeholder), each apart, so a sponsor's figures hold only views of
//   their decal, from the moment it first ran, and the placeholder's stay the publisher's;
// - a click counts only after that visitor's counted view of the spot within CLICK_AFTER_VIEW_HOURS, and
//   once per counted view (a second click on the same view counts nothing), so clicks never pass views
//   and the click-through rate stays a share of viewers who clicked; it counts for what that view showed;
// - a click through the downloaded HTML file (its link says via=file) needs no view, as its reader loads
//   none: it counts once per visitor per spot per UTC day, for what the spot serves when it is clicked (where
//   the link leads);
// - at most VISITORS_PER_ADDRESS visitors count per address per spot per UTC day (views and file clicks
//   each), so one address cannot pose as thirty browsers;
// - known bots and crawlers (the isbot package) count nothing;
// - a visitor is a hash of address and user agent with a salt that changes every UTC day. The salts live
//   only in this object's memory (today's and yesterday's, as the click window may cross midnight): after a
//   day nothing stored can be tied to an address, and a restart forgets even that.
// Days follow the simulator's clock.
import { randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { CLICK_AFTER_VIEW_HOURS, VISITORS_PER_ADDRESS } from '@sponsorspot/contract/counting';
import type { CountsRepository } from '../db/repositories/counts.js';
import { sha256 } from '../lib/secrets.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CLICK_WINDOW_MS = CLICK_AFTER_VIEW_HOURS * 60 * 60 * 1000;

/** The UTC day (YYYY-MM-DD) of a time in ms. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Who is asking, as the embed endpoints see it. */
export interface Visitor {
  address: string;
  userAgent: string | undefined;
}

export type CountOutcome = 'counted' | 'repeat' | 'bot';

export class VisitCounter {
  /** Salt by UTC day; only the current and the previous day are kept. */
  private readonly salts = new Map<string, string>();
  private prunedDay = '';

  constructor(
    private readonly traffic: CountsRepository,
    private readonly nowMs: () => number,
  ) {}

  /** Counts a load of the spot's image: `contentId`'s decal, or the placeholder (0). */
  view(spotId: number, contentId: number, visitor: Visitor): CountOutcome {
    if (isBot(visitor)) return 'bot';
    const at = this.nowMs();
    const day = this.startDay(at);
    const counted = this.traffic.countView({
      spotId,
      contentId,
      visitor: this.hash(visitor, day),
      address: this.addressHash(visitor, day),
      day,
      at,
      maxPerAddress: VISITORS_PER_ADDRESS,
    });
    return counted ? 'counted' : 'repeat';
  }

  /** Counts a click through the spot's link. 'repeat': no counted view in the window, or already clicked. */
  click(spotId: number, visitor: Visitor): CountOutcome {
    if (isBot(visitor)) return 'bot';
    const at = this.nowMs();
    const day = this.startDay(at);
    const yesterday = utcDay(at - DAY_MS);
    const visitors = [this.hash(visitor, day)];
    if (this.salts.has(yesterday)) visitors.push(this.hash(visitor, yesterday));
    const counted = this.traffic.countClick({ spotId, visitors, day, since: at - CLICK_WINDOW_MS });
    return counted ? 'counted' : 'repeat';
  }

  /**
   * Counts a click through the HTML file's link, for what the spot serves now (`contentId`, 0 for the
   * placeholder): no view before it; once per visitor per spot per day.
   */
  fileClick(spotId: number, contentId: number, visitor: Visitor): CountOutcome {
    if (isBot(visitor)) return 'bot';
    const at = this.nowMs();
    const day = this.startDay(at);
    // Its own visitor key, apart from the same reader's views of the snippet.
    const counted = this.traffic.countFileClick({
      spotId,
      contentId,
      visitor: `file:${this.hash(visitor, day)}`,
      address: `file:${this.addressHash(visitor, day)}`,
      day,
      at,
      maxPerAddress: VISITORS_PER_ADDRESS,
    });
    return counted ? 'counted' : 'repeat';
  }

  /** Forgets every salt (a scenario reset: the visits are gone too). */
  reset(): void {
    this.salts.clear();
    this.prunedDay = '';
  }

  /** Makes `day` the current day: its salt exists, older salts and visits go. */
  private startDay(at: number): string {
    const day = utcDay(at);
    if (!this.salts.has(day)) this.salts.set(day, randomBytes(32).toString('base64url'));
    if (this.prunedDay !== day) {
      const yesterday = utcDay(at - DAY_MS);
      for (const kept of this.salts.keys()) {
        if (kept !== day && kept !== yesterday) this.salts.delete(kept);
      }
      this.traffic.pruneVisitsBefore(yesterday);
      this.prunedDay = day;
    }
    return day;
  }

  private hash(visitor: Visitor, day: string): string {
    return sha256(`${this.salts.get(day) ?? ''}\n${visitor.address}\n${visitor.userAgent ?? ''}`);
  }

  /** The address alone, salted as the visitor is: for the share of visitors one address may count. */
  private addressHash(visitor: Visitor, day: string): string {
    return sha256(`${this.salts.get(day) ?? ''}\naddress\n${visitor.address}`);
  }
}

/** Known bots and crawlers by user agent; a request without one is a script, not a reader. */
export function isBot(visitor: Visitor): boolean {
  return !visitor.userAgent || isbot(visitor.userAgent);
}
