// What the control API keeps of the requests: the faults QA arms (answer with an error, wait, or drop the
// connection, for a method and path pattern, N times) and the journal of recent requests. Pure: the
// plugin (plugins/faults.ts) wires them to every request.
import type { Fault, FaultBody, JournalEntry } from '@sponsorspot/contract/sim';

/** The error code of an injected failure when QA names none. */
export const INJECTED_FAULT_CODE = 'injected_fault';
/** How many requests the journal keeps; the oldest go first. */
export const JOURNAL_LIMIT = 1_000;
/** Characters of a body's JSON the journal keeps; a longer body is kept as this prefix of its JSON text. */
export const JOURNAL_BODY_LIMIT = 4_096;

/**
 * A path pattern as a test: exact, with `*` for any characters but "/" and `**` for any at all
 * ("/sponsor/api/v1/spot/*\/public", "/sponsor/**").
 */
export function pathMatcher(pattern: string): (path: string) => boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}

interface ArmedFault extends Fault {
  matches: (path: string) => boolean;
}

export class FaultBook {
  private faults: ArmedFault[] = [];
  private nextId = 1;

  get size(): number {
    return this.faults.length;
  }

  arm(body: FaultBody): Fault {
    const times = body.times ?? 1;
    const fault: ArmedFault = {
      id: this.nextId++,
      method: body.method ?? '*',
      path: body.path,
      status: body.status ?? null,
      code: body.code ?? INJECTED_FAULT_CODE,
      message: body.message ?? `Fault ${this.nextId - 1} injected by the simulator's control API.`,
      delayMs: body.delayMs ?? 0,
      drop: body.drop ?? false,
      times,
      remaining: times,
      matches: pathMatcher(body.path),
    };
    this.faults.push(fault);
    return publicFault(fault);
  }

  /** The first armed fault for this request, which it then takes one of (and is gone after its last). */
  take(method: string, path: string): Fault | null {
    // A fault for any method leaves CORS preflights alone: the browser would see a failed preflight, not
    // the answer QA armed.
    const index = this.faults.findIndex(
      (f) => (f.method === '*' ? method !== 'OPTIONS' : f.method === method) && f.matches(path),
    );
    if (index < 0) return null;
    const fault = this.faults[index] as ArmedFault;
    fault.remaining--;
    if (fault.remaining === 0) this.faults.splice(index, 1);
    return publicFault(fault);
  }

  list(): Fault[] {
    return this.faults.map(publicFault);
  }

  /** Disarms one fault (by id) or all; answers how many. */
  clear(id?: number): number {
    const before = this.faults.length;
    this.faults = id === undefined ? [] : this.faults.filter((f) => f.id !== id);
    return before - this.faults.length;
  }
}

function publicFault({ matches: _matches, ...fault }: ArmedFault): Fault {
  return { ...fault };
}

/**
 * The names whose values the journal never keeps, in a body, a path or a query: passwords, tokens,
 * secrets and codes (the one-time codes of verify/{code} and password/reset/{code}, an OAuth code).
 */
const SECRET_NAME = /password|token|secret|^code$/i;
const REDACTED = '[redacted]';

/** A JSON body as the journal keeps it: values of keys that name a password, token, secret or code redacted. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_NAME.test(key) && item !== null && item !== '' ? REDACTED : redact(item, depth + 1),
    ]),
  );
}

/**
 * A request path as the journal keeps it: the segments the route names with a secret parameter
 * (`/verify/:code`) redacted. `route` is the matched route's pattern (none for a 404: kept as sent).
 */
export function redactPath(path: string, route: string | undefined): string {
  if (route === undefined || !route.includes(':')) return path;
  const names = route.split('/');
  return path
    .split('/')
    .map((segment, i) => {
      const name = names[i];
      return name?.startsWith(':') && SECRET_NAME.test(name.slice(1)) ? REDACTED : segment;
    })
    .join('/');
}

/** A query string as the journal keeps it: values of keys that name a password, token, secret or code redacted. */
export function redactQuery(query: string): string {
  if (query === '') return query;
  return query
    .split('&')
    .map((pair) => {
      const [rawKey = '', ...value] = pair.split('=');
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // An undecodable key is judged as sent.
      }
      return value.length > 0 && SECRET_NAME.test(key) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A request body as the journal keeps it: redacted, and bounded so that a thousand large requests cannot
 * fill the memory. A body whose JSON is longer than JOURNAL_BODY_LIMIT is kept as the start of that text,
 * with its full length in `bodyTruncatedFrom`.
 */
export function journalBody(body: unknown): Pick<JournalEntry, 'body' | 'bodyTruncatedFrom'> {
  if (body === undefined || body === null) return {};
  const redacted = redact(body);
  const text = JSON.stringify(redacted) ?? '';
  if (text.length <= JOURNAL_BODY_LIMIT) return { body: redacted };
  return { body: text.slice(0, JOURNAL_BODY_LIMIT), bodyTruncatedFrom: text.length };
}

export class Journal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  record(entry: Omit<JournalEntry, 'id'>): void {
    this.entries.push({ id: this.nextId++, ...entry });
    if (this.entries.length > JOURNAL_LIMIT) this.entries.splice(0, this.entries.length - JOURNAL_LIMIT);
  }

  /** The last `limit` requests that match, oldest first. */
  list(filter: {
    method?: string | undefined;
    path?: string | undefined;
    status?: number | undefined;
    limit: number;
  }): JournalEntry[] {
    const matches = filter.path === undefined ? () => true : pathMatcher(filter.path);
    const method = filter.method ?? '*';
    const found = this.entries.filter(
      (e) =>
        (method === '*' || e.method === method) &&
        (filter.status === undefined || e.status === filter.status) &&
        matches(e.path),
    );
    return found.slice(Math.max(0, found.length - filter.limit));
  }

  clear(): number {
    const cleared = this.entries.length;
    this.entries = [];
    return cleared;
  }
}
