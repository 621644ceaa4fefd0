// What a plan change does, in the words the subscription screen says it: the charge an upgrade or add-on
// makes now and what renews after it (from the simulator's preview: the app never works out an amount), and
// a change waiting for the period's end — a downgrade or a cancel — with what undoes it. Pure.
import type { PlanChangePreview, SubscriptionDetail } from '@sponsorspot/contract/payments';
import { formatDate, formatMoney } from '../../../lib/format';

const PER = { month: 'a month', year: 'a year' } as const;

/**
 * "You pay $23.40 now for the rest of this period, then $59 a month from Dec 27, 2026." The renewal of an
 * add-on is the plan's with its add-ons; a downgrade charges nothing (scheduledChangeWords says it).
 */
export function chargeWords(preview: PlanChangePreview): string {
  const { renewal, currency } = preview;
  const now = formatMoney(preview.amountDue, currency);
  const then = `${formatMoney(renewal.amount, currency)} ${PER[renewal.interval]}`;
  const from = formatDate(renewal.at);
  if (preview.change === 'downgrade') return `Nothing is charged now, then ${then} from ${from}.`;
  if (preview.change === 'addon') {
    return `You pay ${now} now, then ${then} for your plan and add-ons from ${from}.`;
  }
  if (preview.prorated) return `You pay ${now} now for the rest of this period, then ${then} from ${from}.`;
  return `You pay ${now} now for the first ${renewal.interval}, then ${then} from ${from}.`;
}

/** A change that waits for the end of the paid period: the plan that starts then, and when. */
export interface ScheduledChange {
  /** The plan held until then ("Pro"): the undo keeps it. */
  current: string;
  /** The plan that starts at the period's end: a downgrade's, or Free after a cancel. */
  next: string;
  at: string;
}

/** The downgrade or cancel a subscription waits to make at its period's end; null when none. */
export function scheduledChangeOf(subscription: SubscriptionDetail | null): ScheduledChange | null {
  if (!subscription || subscription.state !== 'active' || !subscription.currentPeriodEnd) return null;
  if (subscription.cancelAtPeriodEnd) {
    return { current: subscription.level, next: 'Free', at: subscription.currentPeriodEnd };
  }
  const scheduled = subscription.scheduledChange;
  return scheduled ? { current: subscription.level, next: scheduled.level, at: scheduled.at } : null;
}

/** "Basic starts Dec 27, 2026. Nothing is charged now; Pro stays until then." */
export function scheduledChangeWords(change: ScheduledChange): string {
  return `${change.next} starts ${formatDate(change.at)}. Nothing is charged now; ${change.current} stays until then.`;
}

/** After the undo: "You keep Pro: it renews on Dec 27, 2026." */
export function keptWords(level: string, renewsAt: string | null): string {
  return renewsAt ? `You keep ${level}: it renews on ${formatDate(renewsAt)}.` : `You keep ${level}.`;
}
