// The scenario tables of the README and docs/qa.md, generated from the scenario files (their description and
// logins), so no document says what a scenario does not hold: between the markers `<!-- scenarios:NAME -->`
// and `<!-- /scenarios:NAME -->`, each part in the file that holds its marker (the demo's `logins` in the
// README; the `list` and the `qa-logins` in docs/qa.md). The simulator's tests compare both files with this
// output.
// Usage (from the repository root): npx tsx seeds/tools/readme-tables.ts [--write]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { ScenarioCatalog } from '../../simulator/src/scenarios/catalog.js';
import { SEEDS_DIR } from './check.js';

export const README = path.resolve(SEEDS_DIR, '..', 'README.md');
/** The files that hold the generated parts, each part in one of them. */
export const TABLE_FILES: readonly string[] = [README, path.resolve(SEEDS_DIR, '..', 'docs', 'qa.md')];

const cell = (text: string) => text.replace(/\|/g, '\\|');
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n');

/** Each generated part by marker name, formatted as prettier formats the README and docs/. */
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

/** The names of the generated parts a file holds. */
export function markersIn(text: string): string[] {
  return [...text.matchAll(/<!-- scenarios:([\w-]+) -->/g)].flatMap((m) => (m[1] ? [m[1]] : []));
}

/** The text with each generated part it holds replaced; throws naming a marker opened and never closed. */
export function withTables(text: string, tables: Record<string, string>): string {
  let out = text;
  for (const name of markersIn(text)) {
    if (!(name in tables)) throw new Error(`<!-- scenarios:${name} --> names no generated part`);
    if (!marker(name).test(out))
      throw new Error(`<!-- scenarios:${name} --> has no <!-- /scenarios:${name} -->`);
    out = out.replace(
      marker(name),
      (_, open: string, close: string) => `${open}\n\n${tables[name]}\n\n${close}`,
    );
  }
  return out;
}

/** The names of the generated parts that no text holds a marker for. */
export function partsWithoutFile(tables: Record<string, string>, texts: readonly string[]): string[] {
  const held = new Set(texts.flatMap(markersIn));
  return Object.keys(tables).filter((name) => !held.has(name));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const tables = await readmeTables();
  const files = TABLE_FILES.map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
  const missing = partsWithoutFile(
    tables,
    files.map((f) => f.text),
  );
  if (missing.length > 0)
    throw new Error(`no file holds <!-- scenarios:${missing.join(' -->, <!-- scenarios:')} -->`);
  let differ = false;
  for (const { file, text } of files) {
    const name = path.relative(path.resolve(SEEDS_DIR, '..'), file);
    const next = withTables(text, tables);
    if (process.argv.includes('--write')) {
      fs.writeFileSync(file, next);
      console.log(next === text ? `${name} already up to date` : `${name}: scenario tables written`);
    } else if (next !== text) {
      console.error(`${name}: the scenario tables differ from the scenario files; run with --write`);
      differ = true;
    } else console.log(`${name}: the scenario tables match the scenario files`);
  }
  if (differ) process.exit(1);
}
