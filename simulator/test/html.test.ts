// The stand-in pages' HTML helper: escaping by default, markup only when marked safe, templates that
// refuse a missing or unknown value.
import { describe, expect, it } from 'vitest';
import { escapeHtml, markup, SafeHtml } from '../src/lib/html.js';
import { standInTemplate } from '../src/stand-ins/page.js';

describe('lib/html', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes every string in a fragment and keeps safe markup as it is', () => {
    const inner = markup`<b>${'<i>'}</b>`;
    expect(markup`<p title="${'"x"'}">${inner}</p>`.html).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b></p>',
    );
  });

  it('fills a template file, escaping values unless they are SafeHtml', () => {
    const problem = standInTemplate('problem.html');
    const page = problem({
      title: '<script>x</script>',
      message: new SafeHtml('<em>kept</em>'),
      help: '',
    }).html;
    expect(page).toContain('<h1>&lt;script&gt;x&lt;/script&gt;</h1>');
    expect(page).toContain('<p class="alert" role="alert"><em>kept</em></p>');
    expect(page).not.toContain('{{');
  });

  it('refuses a missing value and a value the template has no place for', () => {
    const problem = standInTemplate('problem.html');
    expect(() => problem({ title: 'T' })).toThrow('problem.html: no value for {{message}}');
    expect(() => problem({ title: 'T', message: 'M', extra: 'E' })).toThrow('problem.html has no {{extra}}');
  });
});
