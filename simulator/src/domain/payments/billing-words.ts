// How billing's mails and pages write a day and an amount, the same everywhere (presentation.ts says
// more). A module of its own that imports nothing, so the reservations' mails can use the same words
// without importing billing's presentation, which reads the reservations.

/** A day as billing writes it (YYYY-MM-DD), or "the end of the period" without one. */
export const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'the end of the period');
/** An amount with its currency: "29.00 USD". */
export const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency.toUpperCase()}`;
