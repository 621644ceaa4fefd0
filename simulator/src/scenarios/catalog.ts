// Reads seeds/scenarios/<name>.json, validates it (shape, then references) and caches it with the decal
// images it names, so a reset never touches the disk. A file changed on disk is read again.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Compile } from 'typebox/compile';
import { ScenarioFile, type ScenarioFile as ScenarioData } from '@sponsorspot/contract/scenario';
import type { ScenarioSummary } from '@sponsorspot/contract/sim';
import { savedStateValueProblems, scenarioValueProblems } from './stored-values.js';

export class ScenarioNotFoundError extends Error {
  override name = 'ScenarioNotFoundError';
}
export class ScenarioInvalidError extends Error {
  override name = 'ScenarioInvalidError';
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      `${file}: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`,
    );
  }
}

export interface LoadedScenario {
  data: ScenarioData;
  /** Decal image bytes by decal id. */
  images: Map<number, Buffer>;
  file: string;
}

const checkScenario = Compile(ScenarioFile);
const NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** `/users/0/email` → `users[0].email` */
export function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
}

export class ScenarioCatalog {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; scenario: LoadedScenario }>();
  readonly scenariosDir: string;

  constructor(readonly seedsDir: string) {
    this.scenariosDir = path.join(seedsDir, 'scenarios');
  }

  /** Names of the scenario files present, sorted. */
  names(): string[] {
    if (!existsSync(this.scenariosDir)) return [];
    return readdirSync(this.scenariosDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .filter((n) => NAME.test(n))
      .sort();
  }

  /** Every valid scenario; invalid files are reported through `onInvalid` and left out. */
  list(onInvalid: (error: Error) => void = () => {}): ScenarioSummary[] {
    const out: ScenarioSummary[] = [];
    for (const name of this.names()) {
      try {
        const { data } = this.load(name);
        out.push({
          name: data.name,
          description: data.description,
          ...(data.logins ? { logins: data.logins } : {}),
        });
      } catch (error) {
        onInvalid(error as Error);
      }
    }
    return out;
  }

  has(name: string): boolean {
    return NAME.test(name) && existsSync(path.join(this.scenariosDir, `${name}.json`));
  }

  load(name: string): LoadedScenario {
    const file = path.join(this.scenariosDir, `${name}.json`);
    if (!NAME.test(name) || !existsSync(file)) {
      throw new ScenarioNotFoundError(
        `Scenario "${name}" not found in ${this.scenariosDir} (available: ${this.names().join(', ') || 'none'})`,
      );
    }
    const stat = statSync(file);
    const hit = this.cache.get(name);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.scenario;
    const scenario = this.read(name, file);
    this.cache.set(name, { mtimeMs: stat.mtimeMs, size: stat.size, scenario });
    return scenario;
  }

  private read(name: string, file: string): LoadedScenario {
    const shown = path.relative(process.cwd(), file) || file;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ScenarioInvalidError(shown, [`not valid JSON (${(error as Error).message})`]);
    }
    return this.validate(json, shown, name, file);
  }

  /**
   * Checks a scenario (a file's JSON, or a saved state POSTed to /__sim/state: `name` null, any name) the
   * way a reset does: its shape, then its references and the values the product's writes refuse
   * (stored-values.ts), then the images it names under the seeds directory.
   */
  validate(json: unknown, shown: string, name: string | null, file = shown): LoadedScenario {
    if (!checkScenario.Check(json)) {
      const problems = [...checkScenario.Errors(json)]
        .filter((e) => e.keyword !== 'boolean')
        .map((e) => {
          const extra = (e.params as { additionalProperties?: string[] }).additionalProperties;
          const at = fieldPath(e.instancePath) || '(top level)';
          return extra ? `${at}: unknown field(s) ${extra.join(', ')}` : `${at}: ${e.message}`;
        });
      throw new ScenarioInvalidError(shown, problems);
    }
    const data = json as ScenarioData;
    const problems = [
      ...checkReferences(name ?? data.name, data),
      ...scenarioValueProblems(data),
      ...(data.savedState ? savedStateValueProblems(data.savedState) : []),
    ];
    const images = new Map<number, Buffer>();
    const root = path.resolve(this.seedsDir);
    data.decals.forEach((decal, i) => {
      const imagePath = path.resolve(root, decal.file);
      if (!imagePath.startsWith(root + path.sep)) {
        problems.push(`decals[${i}].file: must stay inside the seeds directory`);
      } else if (!existsSync(imagePath)) {
        problems.push(`decals[${i}].file: ${decal.file} does not exist in ${root}`);
      } else {
        images.set(decal.id, readFileSync(imagePath));
      }
    });
    if (problems.length > 0) throw new ScenarioInvalidError(shown, problems);
    return { data, images, file };
  }
}

/** Ids unique, every reference pointing at something that exists. */
function checkReferences(name: string, s: ScenarioData): string[] {
  const problems: string[] = [];
  if (s.name !== name) problems.push(`name: "${s.name}" must match the file name "${name}"`);
  if (s.savedState) {
    for (const key of ['users', 'subscriptions', 'decals', 'spots', 'spotContents'] as const)
      if (s[key].length > 0) problems.push(`${key}: a saved state holds its rows in savedState alone`);
    for (const key of ['traffic', 'earningsMonths', 'checkoutSessions', 'payouts'] as const)
      if (s[key] !== undefined) problems.push(`${key}: a saved state holds its rows in savedState alone`);
  }
  const ids = <T extends { id: number }>(list: T[], label: string) => {
    const seen = new Set<number>();
    list.forEach((item, i) => {
      if (seen.has(item.id)) problems.push(`${label}[${i}].id: duplicate id ${item.id}`);
      seen.add(item.id);
    });
    return seen;
  };
  const users = ids(s.users, 'users');
  const publishers = new Set<number>();
  const sponsors = new Set<number>();
  const emails = new Set<string>();
  s.users.forEach((u, i) => {
    const email = u.email.toLowerCase();
    if (emails.has(email)) problems.push(`users[${i}].email: duplicate email ${u.email}`);
    emails.add(email);
    if (u.publisher) {
      if (publishers.has(u.publisher.id))
        problems.push(`users[${i}].publisher.id: duplicate id ${u.publisher.id}`);
      publishers.add(u.publisher.id);
    }
    if (u.sponsor) {
      if (sponsors.has(u.sponsor.id)) problems.push(`users[${i}].sponsor.id: duplicate id ${u.sponsor.id}`);
      sponsors.add(u.sponsor.id);
    }
  });
  const subscriptions = ids(s.subscriptions, 'subscriptions');
  const decals = ids(s.decals, 'decals');
  ids(s.spots, 'spots');
  ids(s.spotContents, 'spotContents');
  const contentSpot = new Map(s.spotContents.map((c) => [c.id, c.spotId]));
  const spotIds = new Set(s.spots.map((spot) => spot.id));
  const missing = (set: Set<number>, id: number | null, at: string, what: string) => {
    if (id !== null && !set.has(id)) problems.push(`${at}: no ${what} with id ${id}`);
  };
  s.subscriptions.forEach((x, i) => missing(users, x.userId, `subscriptions[${i}].userId`, 'user'));
  s.decals.forEach((x, i) => missing(sponsors, x.sponsorId, `decals[${i}].sponsorId`, 'sponsor'));
  s.spots.forEach((x, i) => {
    missing(publishers, x.publisherId, `spots[${i}].publisherId`, 'publisher');
    if (x.currentSpotContentId !== null) {
      const owner = contentSpot.get(x.currentSpotContentId);
      if (owner === undefined) {
        problems.push(`spots[${i}].currentSpotContentId: no spot content with id ${x.currentSpotContentId}`);
      } else if (owner !== x.id) {
        problems.push(
          `spots[${i}].currentSpotContentId: content ${x.currentSpotContentId} belongs to spot ${owner}`,
        );
      }
    }
  });
  s.spotContents.forEach((x, i) => {
    missing(spotIds, x.spotId, `spotContents[${i}].spotId`, 'spot');
    missing(sponsors, x.sponsorId, `spotContents[${i}].sponsorId`, 'sponsor');
    missing(subscriptions, x.subscriptionId, `spotContents[${i}].subscriptionId`, 'subscription');
    missing(decals, x.decalId, `spotContents[${i}].decalId`, 'decal');
  });
  s.subscriptions.forEach((x, i) => {
    if ((x.cancelAtPeriodEnd || x.scheduledChange) && x.interval === undefined)
      problems.push(`subscriptions[${i}]: a cancellation or a scheduled change needs an interval`);
  });
  const contentIds = new Set(s.spotContents.map((c) => c.id));
  (s.checkoutSessions ?? []).forEach((x, i) => {
    missing(users, x.userId, `checkoutSessions[${i}].userId`, 'user');
    missing(contentIds, x.spotContentId ?? null, `checkoutSessions[${i}].spotContentId`, 'spot content');
  });
  (s.payouts ?? []).forEach((x, i) =>
    missing(publishers, x.publisherId, `payouts[${i}].publisherId`, 'publisher'),
  );
  const byEmail = new Map(s.users.map((u) => [u.email.toLowerCase(), u]));
  (s.logins ?? []).forEach((x, i) => {
    const user = byEmail.get(x.email.toLowerCase());
    if (!user) problems.push(`logins[${i}].email: no user ${x.email}`);
    else if (user.password !== x.password) problems.push(`logins[${i}].password: not ${x.email}'s password`);
  });
  const trafficSpots = new Set<number>();
  (s.traffic ?? []).forEach((x, i) => {
    missing(spotIds, x.spotId, `traffic[${i}].spotId`, 'spot');
    if (trafficSpots.has(x.spotId)) problems.push(`traffic[${i}].spotId: spot ${x.spotId} is listed twice`);
    trafficSpots.add(x.spotId);
  });
  return problems;
}
