import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_LEAD, MARKETPLACE_TITLE } from '../features/marketplace/model/marketplace-copy';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
const boot = readFileSync(new URL('../boot/boot.js', import.meta.url), 'utf8');

/** Text without markup, and with HTML's layout whitespace as one space. */
const text = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the frame before the first screen (index.html; React shows it as it is: hydrate-fallback.tsx)', () => {
  it('holds the marketplace’s heading and lead as its screen writes them', () => {
    const block = /<div class="frame-page" data-frame-page="marketplace">([\s\S]*?)<\/header>/.exec(
      html,
    )?.[1];
    expect(block).toBeDefined();
    expect(text(/<h1 class="h2 mb-1">([\s\S]*?)<\/h1>/.exec(block!)![1]!)).toBe(MARKETPLACE_TITLE);
    expect(text(/<p class="lead[^"]*">([\s\S]*?)<\/p>/.exec(block!)![1]!)).toBe(MARKETPLACE_LEAD);
  });

  it('shows that heading only where boot.js names the marketplace', () => {
    expect(css).toMatch(/\.frame-page \{\s*display: none;\s*\}/);
    expect(css).toContain("[data-frame-page='marketplace'] .frame-page[data-frame-page='marketplace']");
    const address =
      /if \((\/.*\/)\.test\(location\.pathname\)\) html\.setAttribute\('data-frame-page', 'marketplace'\)/.exec(
        boot,
      );
    expect(address).not.toBeNull();
    const pattern = new RegExp(address![1]!.slice(1, -1));
    for (const path of ['/', '/marketplace', '/marketplace/']) expect(pattern.test(path)).toBe(true);
    for (const path of ['/marketplaces', '/start', '/order/5', '/marketplace/x'])
      expect(pattern.test(path)).toBe(false);
  });

  it('has no script of its own: the page’s CSP runs scripts from files only', () => {
    for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toMatch(/\bsrc=/);
  });
});
