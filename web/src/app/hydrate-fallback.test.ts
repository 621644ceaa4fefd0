import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateFallback } from './hydrate-fallback';

/** Markup without comments, layout whitespace or the spelling differences of HTML and React. */
function normalized(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<link rel="preload"[^>]*>/g, '') // React's image hint (server rendering only)
    .replace(/\s+/g, ' ')
    .replace(/>\s+/g, '>')
    .replace(/\s+</g, '<')
    .replace(/\s*\/?>/g, '>')
    .replace(/ disabled=""/g, ' disabled')
    .trim();
}

describe('the frame before the first screen', () => {
  it('is the same in index.html (painted before the code loads) as React’s HydrateFallback', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
    const end = html.lastIndexOf('</div>', html.indexOf('<noscript>'));
    const frame = normalized(html.slice(start, end));
    expect(frame).toContain('SponsorSpot');
    expect(frame).toBe(normalized(renderToStaticMarkup(createElement(HydrateFallback))));
  });

  it('has no script of its own: the page’s CSP runs scripts from files only', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toMatch(/\bsrc=/);
  });
});
