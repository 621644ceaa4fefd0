// How a content ends (docs/sponsors.md "Holding, paying for and reserving a spot"): Disabled; the spot it
// held is free again, and each sponsor who watched the spot gets one mail. Shared by the reservations
// (unreserve, a subscription ended unpaid) and the reviews (a first revision its publisher rejected). Runs
// inside the caller's transaction.
import { reservationName } from '@sponsorspot/contract/reservation-rules';
import type { OutboxRepository } from '../../db/repositories/outbox.js';
import type { ContentRecord, SpotContentRepository } from '../../db/repositories/spot-contents.js';
import type { SpotWatchRepository } from '../../db/repositories/spot-watches.js';
import type { SpotOwnership, SpotRepository } from '../../db/repositories/spots.js';
import type { UserRepository } from '../../db/repositories/users.js';

export interface EndingDeps {
  spots: SpotRepository;
  spotContents: SpotContentRepository;
  spotWatches: SpotWatchRepository;
  outbox: OutboxRepository;
  /** The app's order page of a spot, for the watchers' mails. */
  orderPageUrl: (spotId: number) => string;
}

/** A spot as its sponsors and watchers read it: "Blog sidebar on Spoke & Chain" (contract reservationName). */
export const reservationOf = (spot: Pick<SpotOwnership, 'fields' | 'publisherName'>): string =>
  reservationName({ name: spot.fields.name, publisherName: spot.publisherName });

/** Ends a content: Disabled, its spot freed when it held it, each watcher told. */
export function endContent(deps: EndingDeps, content: Pick<ContentRecord, 'id' | 'spotId'>, now: Date): void {
  deps.spotContents.disable(content.id, now);
  const spot = deps.spots.findOwnership(content.spotId);
  if (!spot || spot.currentContentId !== content.id) return;
  deps.spots.setCurrentContent(content.spotId, null);
  for (const watcher of deps.spotWatches.take(content.spotId)) {
    deps.outbox.add({
      to: watcher.email,
      kind: 'spot_freed',
      subject: `${reservationOf(spot)} is available`,
      code: '',
      link: deps.orderPageUrl(content.spotId),
      sentAt: now.toISOString(),
    });
  }
}

/**
 * A mail to a content's spot's publisher (kind `reservation_ended`), linking to their spots list where the
 * reservation's end shows; `%s` in the subject is the spot's name.
 */
export function mailPublisher(
  deps: Pick<EndingDeps, 'spots' | 'outbox'> & { users: UserRepository },
  link: string,
  content: Pick<ContentRecord, 'spotId'>,
  subject: string,
  now: Date,
): void {
  const spot = deps.spots.findOwnership(content.spotId);
  const publisher = spot && deps.users.findById(spot.publisherUserId);
  if (!spot || !publisher) return;
  deps.outbox.add({
    to: publisher.email,
    kind: 'reservation_ended',
    subject: subject.replace('%s', spot.fields.name),
    code: '',
    link,
    sentAt: now.toISOString(),
  });
}
