// The README's scenario tables, generated from the scenario files (their description and logins), so the
// README never says what a scenario does not hold: between the markers `<!-- scenarios:NAME -->` and
// `<!-- /scenarios:NAME -->`. The simulator's tests compare the README with this output.
// Usage (from the repository root): npx tsx seeds/tools/readme-tables.ts [--write]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { ScenarioCatalog } from '../../simulator/src/scenarios/catalog.js';
import { SEEDS_DIR } from './check.js';

export const README = path.resolve(SEEDS_DIR, '..', 'README.md');

const cell = (text: string) => text.replace(/\|/g, '\\|');
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n');

/** Each generated part of the README by marker name, formatted as prettier formats the README. */
export async function readmeTables(seedsDir = SEEDS_DIR): Promise<Record<string, string>> {
  const scenarios = new ScenarioCatalog(seedsDir).list((error) => {
    throw error;
  });
  const demo = scenarios.find((s) => s.name === 'demo');
  const order = (name: string) => (name === 'demo' ? 0 : name === 'empty' ? 1 : 2);
  const sorted = [...scenarios].sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
  const parts = {
    logins: table(
      ['email', 'password', 'shows'],
      (demo?.logins ?? []).map((l) => [`\`${l.email}\``, `\`${l.password}\``, l.shows]),
    ),
    list: table(
      ['name', 'what it holds'],
      sorted.map((s) => [`\`${s.name}\``, s.description]),
    ),
    'qa-logins': table(
      ['scenario', 'email', 'shows'],
      sorted
        .filter((s) => s.name !== 'demo')
        .flatMap((s) => (s.logins ?? []).map((l) => [`\`${s.name}\``, `\`${l.email}\``, l.shows])),
    ),
  };
  const options = { ...(await prettier.resolveConfig(README)), parser: 'markdown' as const };
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(parts)) out[name] = (await prettier.format(text, options)).trim();
  return out;
}

const marker = (name: string) =>
  new RegExp(`(<!-- scenarios:${name} -->)[\\s\\S]*?(<!-- /scenarios:${name} -->)`);

/** The README with every generated part replaced; throws naming a missing marker. */
export function withTables(readme: string, tables: Record<string, string>): string {
  let out = readme;
  for (const [name, text] of Object.entries(tables)) {
    if (!marker(name).test(out)) throw new Error(`README.md has no <!-- scenarios:${name} --> part`);
    out = out.replace(marker(name), (_, open: string, close: string) => `${open}\n\n${text}\n\n${close}`);
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const readme = fs.readFileSync(README, 'utf8');
  const next = withTables(readme, await readmeTables());
  if (process.argv.includes('--write')) {
    fs.writeFileSync(README, next);
    console.log(next === readme ? 'README.md already up to date' : 'README.md: scenario tables written');
  } else if (next !== readme) {
    console.error('README.md: the scenario tables differ from the scenario files; run with --write');
    process.exit(1);
  } else console.log('README.md: the scenario tables match the scenario files');
}
