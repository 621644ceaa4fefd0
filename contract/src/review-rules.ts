// The publisher's review of what runs on their site (docs/publishers.md "Publisher review"):
// the bounds of a rejection's reason and how long a revision waits before it is approved automatically.
// Plain values, shared by the simulator, the app and the tests.

/** A rejection says why, in 10 to 500 characters (the sponsor reads it). */
export const REVIEW_REASON = { min: 10, max: 500 } as const;

/** With no decision this long after it was submitted (simulator clock), a revision is approved automatically. */
export const AUTO_APPROVE_MS = 48 * 60 * 60 * 1000;

/** The reason's problem, or null: required to reject, trimmed, within REVIEW_REASON. */
export function reviewReasonProblem(reason: string | undefined): string | null {
  const text = (reason ?? '').trim();
  if (text.length < REVIEW_REASON.min)
    return `Say why in at least ${REVIEW_REASON.min} characters: the sponsor reads it.`;
  if (text.length > REVIEW_REASON.max) return `Use at most ${REVIEW_REASON.max} characters.`;
  return null;
}
