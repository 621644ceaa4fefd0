// The simulator's control API (/__sim) as the specs use it: the outbox of mails, the clock, session
// expiry, faults and the request journal. Each call checks its answer, so a spec never goes on from a control call that did not happen.
import { expect, type APIRequestContext } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type {
  ClockState,
  Fault,
  FaultBody,
  JournalEntry,
  JournalQuery,
  OutboxMessage,
} from '@sponsorspot/contract/sim';
import { callApi, json } from './api.js';

const { sim } = endpoints;

export class SimulatorControl {
  constructor(private readonly request: APIRequestContext) {}

  /** The mails sent to `email`, oldest first. */
  async outbox(email: string): Promise<OutboxMessage[]> {
    const response = await callApi(this.request, sim.listOutbox, { query: { to: email } });
    expect(response.status(), await response.text()).toBe(200);
    return (await json(response)).messages;
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
    const response = await callApi(this.request, sim.moveClock, { body: { advanceSeconds: seconds } });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Revokes every session of the user now (what QA does to test automatic logout). */
  async expireSessions(email: string): Promise<number> {
    const response = await callApi(this.request, sim.expireSessions, { body: { email } });
    expect(response.status(), await response.text()).toBe(200);
    return (await json(response)).revoked;
  }

  /** Arms a fault (docs/qa.md "From the command line"); answers its id. */
  async armFault(fault: FaultBody): Promise<number> {
    const response = await callApi(this.request, sim.armFault, { body: fault });
    expect(response.status(), await response.text()).toBe(201);
    return (await json(response)).id;
  }

  /** The faults still armed, oldest first. */
  async armedFaults(): Promise<Fault[]> {
    const response = await callApi(this.request, sim.listFaults);
    expect(response.status(), await response.text()).toBe(200);
    return (await json(response)).faults;
  }

  async clock(): Promise<ClockState> {
    const response = await callApi(this.request, sim.getClock);
    expect(response.status(), await response.text()).toBe(200);
    return json(response);
  }

  async clearFaults(): Promise<void> {
    const response = await callApi(this.request, sim.clearFaults);
    expect(response.status(), await response.text()).toBe(200);
  }

  /** The journal of API requests, oldest first, filtered by method and path pattern. */
  async requests(filter: Omit<JournalQuery, 'limit'> = {}): Promise<JournalEntry[]> {
    const response = await callApi(this.request, sim.listRequests, { query: { ...filter, limit: 1000 } });
    expect(response.status(), await response.text()).toBe(200);
    return (await json(response)).requests;
  }
}
