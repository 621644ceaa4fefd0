// HTML for the simulator's pages: the one escape helper, and template files read once whose {{placeholders}}
// are escaped unless the value is marked safe. The caller names the file (stand-ins/page.ts keeps its own).
import { readFileSync } from 'node:fs';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Markup that is already safe: a template or `html` puts it in as it is. */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

export type HtmlValue = string | SafeHtml;

const asHtml = (value: HtmlValue) => (value instanceof SafeHtml ? value.html : escapeHtml(value));

/** A fragment: markup`<li>${name}</li>` escapes every string it is given. */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + asHtml(values[i - 1] ?? '') + text));
}

/** Fragments one after the other, a line each. */
export function joinHtml(fragments: readonly SafeHtml[]): SafeHtml {
  return new SafeHtml(fragments.map((f) => f.html).join('\n'));
}

/** The text of a template file. */
export function templateText(file: URL): string {
  return readFileSync(file, 'utf8');
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * Reads a template file now and returns its renderer: each `{{name}}` becomes the value of that name,
 * escaped unless it is SafeHtml. A placeholder without a value, or a value without a placeholder, throws.
 */
export function loadTemplate(file: URL): (values: Record<string, HtmlValue>) => SafeHtml {
  const source = templateText(file);
  const name = file.pathname.slice(file.pathname.lastIndexOf('/') + 1);
  const names = new Set([...source.matchAll(PLACEHOLDER)].map((m) => m[1] as string));
  return (values) => {
    for (const key of Object.keys(values)) {
      if (!names.has(key)) throw new Error(`${name} has no {{${key}}}`);
    }
    return new SafeHtml(
      source.replace(PLACEHOLDER, (_match, key: string) => {
        const value = Object.hasOwn(values, key) ? values[key] : undefined;
        if (value === undefined) throw new Error(`${name}: no value for {{${key}}}`);
        return asHtml(value);
      }),
    );
  };
}
