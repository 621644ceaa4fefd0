// The QA data's memory budget (SIM_QA_MEMORY_MB): what sandboxes and saved-state loads may hold at once. Eight
// loads of a 60 MB state took the simulator from 657 MB to 1.5 GB of resident memory, three times its
// staging pod's limit. Each call that would add to that data asks first for what it needs, and is refused
// (409 qa_budget_exceeded, nothing changed) when the data held now and the asks under way leave too little.
// What is held is measured when asked, never tracked, so nothing can drift: every in-memory database's pages
// and each open sandbox's app.
import type { QaMemory } from '@sponsorspot/contract/sim';
import type { Db } from '../db/connection.js';
import { apiError } from '../lib/errors.js';

/**
 * What an open sandbox's app takes beside its database: its Fastify instance, compiled routes and
 * prepared statements, caches and loaded scenario. bench/sandboxes.mjs: 16 `empty` sandboxes added 5.3 MiB
 * of resident memory each.
 */
export const SANDBOX_APP_BYTES = 7 * 2 ** 20;

/**
 * The bytes an in-memory database holds: every page, free ones included (SQLite keeps the pages a delete
 * frees, for the next rows). 0 for a database in a file, whose pages are on disk and only cached.
 */
export function inMemoryBytes(db: Db): number {
  if (!db.open || !db.memory) return 0;
  const pages = db.pragma('page_count', { simple: true }) as number;
  return pages * (db.pragma('page_size', { simple: true }) as number);
}

export class QaMemoryBudget {
  /** Asked for by calls under way (a sandbox opening, a state loading), until each ends. */
  private reserved = 0;

  /** `held`: what the data sets hold now, measured when asked. */
  constructor(
    readonly limitBytes: number,
    private readonly held: () => number,
  ) {}

  usage(): QaMemory {
    return { limitBytes: this.limitBytes, usedBytes: this.held() + this.reserved };
  }

  /**
   * Sets `requestedBytes` aside for `what` (a sentence's subject: "Opening a sandbox") and answers the
   * function that gives them back (idempotent); throws qa_budget_exceeded when they do not fit.
   */
  reserve(what: string, requestedBytes: number): () => void {
    const { limitBytes, usedBytes } = this.usage();
    if (usedBytes + requestedBytes > limitBytes)
      throw apiError.qaBudgetExceeded(what, { limitBytes, usedBytes, requestedBytes });
    this.reserved += requestedBytes;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.reserved -= requestedBytes;
    };
  }
}
