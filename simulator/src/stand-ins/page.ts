// What the three stand-in pages share (the OAuth provider, Stripe's checkout, the payout onboarding), and the
// QA console reuses: the layout, the problem page, the CSS base, the Content-Security-Policy and how they
// take their forms. A page is one HTML document with one <style> block and at most one inline <script>, both
// allowed by their hash, so the policy needs no 'unsafe-inline'; or, instead of the inline script, a module
// script served as a file from the same origin ('self'). Templates live in ./templates, which the build
// copies next to the compiled file.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import Type from 'typebox';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { loadTemplate, markup, SafeHtml, templateText, type HtmlValue } from '../lib/html.js';
import { answeredAs } from '../lib/media-types.js';
import { toErrorResponse } from '../plugins/errors.js';

const TEMPLATES = new URL('./templates/', import.meta.url);

/** The text of templates/<name>, read now. */
export const standInText = (name: string) => templateText(new URL(name, TEMPLATES));

/** The renderer of templates/<name>, read now. */
export const standInTemplate = (name: string) => loadTemplate(new URL(name, TEMPLATES));

/** Largest form a page can post (their fields are bounded far below this). */
const FORM_BODY_LIMIT = 16 * 1024;

/** The response schema of a page: text/html in the OpenAPI document, sent as the handler's string. */
export const HTML_PAGE = answeredAs(['text/html'], Type.String({ description: 'An HTML page.' }));

/** Why a request cannot go on, as the problem page shows it. */
export interface PageProblem {
  status: number;
  title: string;
  message: string;
}

// Read once at startup.
const BASE_STYLE = standInText('base.css');
const layoutTemplate = standInTemplate('layout.html');
const problemTemplate = standInTemplate('problem.html');

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const dataAttributes = (data: Record<string, string>) =>
  new SafeHtml(
    Object.entries(data)
      .map(([name, value]) => markup`data-${name}="${value}"`.html)
      .join(' '),
  );

/** The problem page's body: the title, the message as an alert, and what the page adds for help. */
export function problemBody({ title, message }: Omit<PageProblem, 'status'>, help: HtmlValue = ''): SafeHtml {
  return problemTemplate({ title, message, help });
}

export interface StandInLook {
  /** The page's own CSS files, which follow base.css and extend it. */
  css: readonly string[];
  /** The page's one script, inline, if it has one. */
  script?: string;
  /**
   * The URL of the page's module script, served as a file from this origin, instead of an inline one. The
   * script may call this origin with fetch (connect-src 'self').
   */
  moduleScript?: string;
  /**
   * Whether an origin may frame the page (named per response). X-Frame-Options cannot name one, so an
   * embeddable page sends none; the others send DENY besides frame-ancestors 'none'.
   */
  embeddable?: boolean;
}

export interface PageTargets {
  /** One more origin the page's forms may post to or be redirected to (form-action covers both). */
  formTarget?: string | undefined;
  /** The origin that may frame this response (an embeddable page's); none when absent. */
  frameAncestor?: string | null | undefined;
}

export interface StandInPages {
  /** A whole document: the layout around the body, `data` as the body's data-* attributes. */
  render(page: { title: string; body: SafeHtml; data?: Record<string, string> }): string;
  /** Sends a document with the page's headers. */
  send(reply: FastifyReply, status: number, html: string, targets?: PageTargets): FastifyReply;
}

/** The renderer and sender of the pages with one look, its files read now. */
export function standInPages({ css, script, moduleScript, embeddable = false }: StandInLook): StandInPages {
  const styleText = [BASE_STYLE, ...css.map(standInText)].join('\n');
  const scriptText = script === undefined ? undefined : standInText(script);
  const style = markup`<style>${new SafeHtml(styleText)}</style>`;
  const styleSrc = `style-src ${hashOf(styleText)}`;
  let scriptElement: HtmlValue = '';
  let scriptSrc: string[] = [];
  if (moduleScript !== undefined) {
    scriptElement = markup`<script type="module" src="${moduleScript}"></script>`;
    scriptSrc = ["script-src 'self'", "connect-src 'self'"];
  } else if (scriptText !== undefined) {
    scriptElement = markup`<script>${new SafeHtml(scriptText)}</script>`;
    scriptSrc = [`script-src ${hashOf(scriptText)}`];
  }

  return {
    render: ({ title, body, data = {} }) =>
      layoutTemplate({
        title,
        style,
        data: dataAttributes(data),
        body,
        script: scriptElement,
      }).html,
    send: (reply, status, html, { formTarget, frameAncestor } = {}) => {
      reply.code(status).header('cache-control', 'no-store');
      if (!embeddable) reply.header('x-frame-options', 'DENY');
      const policy = [
        "default-src 'none'",
        styleSrc,
        ...scriptSrc,
        formTarget ? `form-action 'self' ${formTarget}` : "form-action 'self'",
        `frame-ancestors ${frameAncestor ?? "'none'"}`,
        "base-uri 'none'",
      ];
      return reply
        .header('content-security-policy', policy.join('; '))
        .type('text/html; charset=utf-8')
        .send(html);
    },
  };
}

/**
 * What a form route of the stand-ins takes (takeForms), as the OpenAPI document declares its body: the page's
 * own form, or JSON.
 */
export const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

/**
 * Lets the routes of this plugin take the page's forms, posted application/x-www-form-urlencoded (a
 * repeated field becomes an array, which the body schemas refuse), and answers a body that cannot be read
 * (bad JSON, too large, a type the page never sends) with a problem page, as a browser is on the other end.
 * 5xx go on to the app's handler. Both hold in the calling plugin only, so only the stand-ins take forms.
 */
export async function takeForms(
  app: FastifyInstance,
  posts: 'its form' | 'its forms',
  answerUnreadable: (reply: FastifyReply, status: number, message: string) => FastifyReply,
): Promise<void> {
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error as Error);
    if (status >= 500) throw error;
    request.log.info({ code: body.code, status }, body.message);
    const message =
      body.code === ErrorCode.unsupportedMediaType
        ? `The page posts ${posts} as application/x-www-form-urlencoded.`
        : body.message;
    return answerUnreadable(reply, status, message);
  });
}
