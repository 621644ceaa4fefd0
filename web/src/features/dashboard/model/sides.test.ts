import { EntityStatus } from '@sponsorspot/contract/constants';
import type { SponsorSideUser } from '@sponsorspot/contract/presence-user';
import { describe, expect, it } from 'vitest';
import { publisherSideOf, sponsorSideOf } from './sides';

function user(publisher: EntityStatus | null, sponsor: EntityStatus | null): SponsorSideUser {
  return {
    id: 2,
    name: 'Pat',
    email: 'pat@sponsorspot.test',
    publisher: publisher === null ? null : { id: 1, status: publisher, businessName: 'Bramble Garden Club' },
    sponsor: sponsor === null ? null : { id: 4, status: sponsor, businessName: 'Lumen Cloud' },
  };
}

const targets = (links: { to: string }[]) => links.map((link) => link.to);

describe('publisherSideOf', () => {
  it('leads a user who is not a publisher to /earn', () => {
    const side = publisherSideOf(user(null, EntityStatus.Active));
    expect(side).toMatchObject({ kind: 'publisher', state: 'none', businessName: '' });
    expect(targets(side.links)).toEqual(['/earn']);
  });

  it('leads a Created or Pending publisher to connect payouts first, then to their spots', () => {
    for (const status of [EntityStatus.Created, EntityStatus.Pending]) {
      const side = publisherSideOf(user(status, null));
      expect(side.state).toBe('setting-up');
      expect(targets(side.links)).toEqual(['/earn/connect', '/publisher/spots', '/publisher']);
    }
  });

  it('leads an Active publisher to their spots and figures without a note', () => {
    const side = publisherSideOf(user(EntityStatus.Active, null));
    expect(side).toMatchObject({ state: 'active', businessName: 'Bramble Garden Club', note: null });
    expect(targets(side.links)).toEqual(['/publisher/spots', '/publisher']);
  });

  it('says when the publisher account is disabled', () => {
    expect(publisherSideOf(user(EntityStatus.Disabled, null))).toMatchObject({
      state: 'disabled',
      note: expect.stringContaining('disabled'),
    });
  });
});

describe('sponsorSideOf', () => {
  it('leads a user who is not a sponsor to the marketplace', () => {
    const side = sponsorSideOf(user(EntityStatus.Active, null), null);
    expect(side.state).toBe('none');
    expect(targets(side.links)).toEqual(['/marketplace']);
  });

  it('leads a sponsor to their reservations and figures, and to the marketplace while they hold none', () => {
    expect(targets(sponsorSideOf(user(null, EntityStatus.Active), 3).links)).toEqual([
      '/sponsor/spots',
      '/sponsor',
    ]);
    expect(targets(sponsorSideOf(user(null, EntityStatus.Active), 0).links)).toEqual([
      '/marketplace',
      '/sponsor/spots',
      '/sponsor',
    ]);
  });

  it('says what a Pending sponsor is waiting for', () => {
    expect(sponsorSideOf(user(null, EntityStatus.Pending), 2)).toMatchObject({
      state: 'setting-up',
      businessName: 'Lumen Cloud',
      note: expect.stringContaining('first completed checkout'),
    });
  });
});
