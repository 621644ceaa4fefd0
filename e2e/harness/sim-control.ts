// The simulator's control API (/__sim) as the specs use it: the outbox of mails, the clock, session
// expiry, faults and the request journal. Each call checks its answer, so a spec never goes on from a control call that did not happen.
import { expect, type APIRequestContext } from '@playwright/test';
import type {
  FaultBody,
  JournalEntry,
  JournalList,
  JournalQuery,
  OutboxList,
  OutboxMessage,
  SessionsExpired,
} from '@sponsorspot/contract/sim';

export class SimulatorControl {
  constructor(private readonly request: APIRequestContext) {}

  /** The mails sent to `email`, oldest first. */
  async outbox(email: string): Promise<OutboxMessage[]> {
    const response = await this.request.get('/__sim/outbox', { params: { to: email } });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as OutboxList).messages;
  }

  /** The newest mail of `kind` sent to `email`, waiting a little for it; fails the test when none comes. */
  async latestMail(email: string, kind: OutboxMessage['kind']): Promise<OutboxMessage> {
    let mails: OutboxMessage[] = [];
    await expect
      .poll(
        async () => {
          mails = (await this.outbox(email)).filter((mail) => mail.kind === kind);
          return mails.length;
        },
        { message: `no ${kind} mail for ${email}` },
      )
      .toBeGreaterThan(0);
    return mails[mails.length - 1]!;
  }

  async advanceClock(seconds: number): Promise<void> {
    const response = await this.request.post('/__sim/clock', { data: { advanceSeconds: seconds } });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Revokes every session of the user now (what QA does to test automatic logout). */
  async expireSessions(email: string): Promise<number> {
    const response = await this.request.post('/__sim/sessions/expire', { data: { email } });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as SessionsExpired).revoked;
  }

  /** Arms a fault (see the README's control API); answers its id. */
  async armFault(fault: FaultBody): Promise<number> {
    const response = await this.request.post('/__sim/faults', { data: fault });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  async clearFaults(): Promise<void> {
    const response = await this.request.delete('/__sim/faults');
    expect(response.status(), await response.text()).toBe(200);
  }

  /** The journal of API requests, oldest first, filtered by method and path pattern. */
  async requests(filter: Omit<JournalQuery, 'limit'> = {}): Promise<JournalEntry[]> {
    const response = await this.request.get('/__sim/requests', { params: { ...filter, limit: 1000 } });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as JournalList).requests;
  }
}
