// The OAuth stand-in pages: GET /oauth/{network}/authorize shows a sign-in page for one hello.js network,
// where the tester picks a seeded identity, types a new one, denies access or simulates a provider error;
// the page's forms POST back here and are answered with a 302 to the app's redirect_uri carrying
// `#access_token=…&token_type=Bearer&expires_in=600&state=…` or `#error=…&error_description=…&state=…`.
// Tenant-free. The page needs no script, and its one <style> block is allowed by hash, so its own strict
// Content-Security-Policy holds.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import Type from 'typebox';
import {
  JOINME_SIMULATED_STATUSES,
  OAUTH_NETWORKS,
  OAUTH_SIMULATED_ERRORS,
  OAuthAuthorizeForm,
  OAuthAuthorizeQuery,
  OAuthNetworkParam,
  isOAuthNetwork,
  joinmeErrorCode,
  type OAuthNetwork,
} from '../../contract/oauth.js';
import { OAUTH_TOKEN_SECONDS } from '../../db/repositories/oauth.js';
import type { SignInIdentity } from '../../db/repositories/users.js';

/** Largest form the page can post (its fields are bounded far below this). */
const FORM_BODY_LIMIT = 16 * 1024;
const EMAIL = /^[^@\s<>"]{1,64}@[^@\s<>"]+\.[^@\s<>".]+$/;

/** Any C0 control character or DEL. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--text:#1d2330;--muted:#5b6475;--line:#d5d9e0;
--accent:#2451b7;--accent-text:#fff;--danger:#a4262c;--focus:#f0b400}
@media (prefers-color-scheme:dark){:root{--bg:#14171c;--card:#1e232b;--text:#e8ebf0;--muted:#a3acbb;
--line:#39404c;--accent:#7fa6ff;--accent-text:#0b1220;--danger:#ff8a8f}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:var(--card);border:1px solid var(--line);border-radius:12px}
h1{font-size:1.35rem;margin:.25rem 0 .5rem}h1 small{display:block;font-size:.85rem;font-weight:400;color:var(--muted)}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.brand{margin:0;font-weight:700;letter-spacing:.02em;color:var(--accent)}
.muted{color:var(--muted);font-size:.9rem}
code{font-size:.85em;word-break:break-all}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
button,input,select{font:inherit;color:inherit}
button{cursor:pointer;border-radius:8px;border:1px solid var(--line);background:transparent;padding:.55rem .9rem}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-text);font-weight:600}
button.danger{color:var(--danger);border-color:var(--danger)}
.identity{width:100%;text-align:left;display:flex;flex-direction:column}
.identity .email{color:var(--muted);font-size:.85rem}
.identity:hover{border-color:var(--accent)}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,select{width:100%;padding:.5rem .6rem;border:1px solid var(--line);border-radius:8px;background:var(--card)}
.row{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:.75rem}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.alert{border:1px solid var(--danger);color:var(--danger);border-radius:8px;padding:.5rem .75rem}
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The OAuth request the page carries through its forms. */
interface AuthorizeRequest {
  client_id?: string | undefined;
  redirect_uri: string;
  response_type?: string | undefined;
  state?: string | undefined;
  scope?: string | undefined;
}

/**
 * The redirect target without its fragment, when it is an http(s) URL on one of the app origins or the
 * simulator's public URL; else null.
 */
export function allowedRedirect(uri: string, allowedOrigins: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!allowedOrigins.includes(url.origin)) return null;
  url.hash = '';
  return url;
}

/** The fragment hello.js reads: each value encodeURIComponent'd (it decodes with decodeURIComponent). */
export function fragment(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

function hiddenFields(request: AuthorizeRequest): string {
  const fields: [string, string | undefined][] = [
    ['client_id', request.client_id],
    ['redirect_uri', request.redirect_uri],
    ['response_type', request.response_type],
    ['state', request.state],
    ['scope', request.scope],
  ];
  return fields
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v as string)}">`)
    .join('\n');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

interface PageInput {
  network: OAuthNetwork;
  request: AuthorizeRequest;
  redirect: URL;
  identities: SignInIdentity[];
  problem?: string;
  typed?: { email?: string | undefined; name?: string | undefined };
}

export function signInPage({ network, request, redirect, identities, problem, typed }: PageInput): string {
  const provider = OAUTH_NETWORKS[network];
  const action = `/oauth/${network}/authorize`;
  const hidden = hiddenFields(request);
  const errorOptions = [
    ...Object.entries(OAUTH_SIMULATED_ERRORS).map(
      ([code, text]) => `<option value="${code}">${code}: ${escapeHtml(text)}</option>`,
    ),
    ...(network === 'joinme'
      ? JOINME_SIMULATED_STATUSES.map(
          (status) => `<option value="http_${status}">HTTP ${status} (→ ${joinmeErrorCode(status)})</option>`,
        )
      : []),
  ].join('\n');
  const list = identities.length
    ? `<ul>
${identities
  .map(
    (u) =>
      `<li><button type="submit" class="identity" name="email" value="${escapeHtml(u.email)}">` +
      `<span class="name">${escapeHtml(u.name)}</span><span class="email">${escapeHtml(u.email)}</span></button></li>`,
  )
  .join('\n')}
</ul>`
    : '<p class="muted">The current scenario has no verified users; type an identity below.</p>';
  const scope = request.scope ? ` It asks for <code>${escapeHtml(request.scope)}</code>.` : '';
  return page(
    `Sign in with ${provider} (SponsorSpot simulator)`,
    `<header>
<p class="brand">${escapeHtml(provider)}</p>
<h1>Sign in with ${escapeHtml(provider)} <small>SponsorSpot simulator: a stand-in for the real provider</small></h1>
<p class="muted">The app at <code>${escapeHtml(redirect.origin)}</code> wants you to sign in.${scope}</p>
</header>
${problem ? `<p class="alert" role="alert">${escapeHtml(problem)}</p>` : ''}
<section aria-labelledby="seeded-heading">
<h2 id="seeded-heading">Continue as a seeded user</h2>
<form method="post" action="${action}">
${hidden}
<input type="hidden" name="action" value="allow">
${list}
</form>
</section>
<section aria-labelledby="new-heading">
<h2 id="new-heading">Or type an identity</h2>
<p class="muted">Signing in with a new email creates a verified account.</p>
<form method="post" action="${action}">
${hidden}
<input type="hidden" name="action" value="allow">
<label for="identity-email">Email</label>
<input id="identity-email" name="email" type="email" required maxlength="254" autocomplete="email" value="${escapeHtml(typed?.email ?? '')}">
<label for="identity-name">Name</label>
<input id="identity-name" name="name" type="text" required maxlength="100" autocomplete="name" value="${escapeHtml(typed?.name ?? '')}">
<div class="row"><button type="submit" class="primary">Sign in as this identity</button></div>
</form>
</section>
<section aria-labelledby="fail-heading">
<h2 id="fail-heading">Or make it fail</h2>
<form method="post" action="${action}">
${hidden}
<div class="row"><button type="submit" class="danger" name="action" value="deny">Deny access</button></div>
<label for="simulate-error">Simulate a provider error</label>
<select id="simulate-error" name="error">
${errorOptions}
</select>
<div class="row"><button type="submit" name="action" value="error">Send this error to the app</button></div>
</form>
</section>`,
  );
}

export function problemPage(title: string, message: string): string {
  return page(
    `${title} (SponsorSpot simulator)`,
    `<h1>${escapeHtml(title)}</h1>
<p class="alert" role="alert">${escapeHtml(message)}</p>
<p class="muted">This is the simulator's OAuth stand-in. The app must send <code>redirect_uri</code> on one of the
origins in SIM_APP_ORIGINS or the simulator's public URL, and a known network in the path.</p>`,
  );
}

const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const redirectOrigins = [...app.settings.appOrigins, new URL(app.settings.publicUrl).origin];

  // The page's forms post application/x-www-form-urlencoded; repeated fields become arrays (and are refused).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const out: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        const existing = out[key];
        out[key] =
          existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
      done(null, out);
    },
  );

  const sendPage = (reply: FastifyReply, status: number, html: string, formTarget?: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'${formTarget ? ` ${formTarget}` : ''}; ` +
          `frame-ancestors 'none'; base-uri 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(html);

  const htmlPage = Type.Unsafe<string>({ type: 'string', description: 'An HTML page.' });
  const routeSchema = {
    tags: ['public'],
    params: OAuthNetworkParam,
    response: { 200: htmlPage, 400: htmlPage, 404: htmlPage },
  };

  /** The network, or an HTML problem page already sent. */
  const networkOf = (name: string, reply: FastifyReply): OAuthNetwork | null => {
    if (isOAuthNetwork(name)) return name;
    void sendPage(
      reply,
      404,
      problemPage(
        'Unknown provider',
        `There is no stand-in for "${name}". Known: ${Object.keys(OAUTH_NETWORKS).join(', ')}.`,
      ),
    );
    return null;
  };

  /** The redirect target, or an HTML problem page already sent. */
  const redirectOf = (request: AuthorizeRequest, reply: FastifyReply): URL | null => {
    const redirect = allowedRedirect(request.redirect_uri, redirectOrigins);
    if (!redirect) {
      void sendPage(
        reply,
        400,
        problemPage(
          'This redirect_uri is not allowed',
          `redirect_uri must be an http(s) URL on one of: ${redirectOrigins.join(', ')}.`,
        ),
      );
      return null;
    }
    if (request.response_type !== undefined && !request.response_type.split(/\s+/).includes('token')) {
      void sendPage(
        reply,
        400,
        problemPage(
          'Unsupported response_type',
          'The stand-in implements the implicit grant only: send response_type=token.',
        ),
      );
      return null;
    }
    return redirect;
  };

  const invalidPage = (reply: FastifyReply, message: string) =>
    sendPage(reply, 400, problemPage('The sign-in request is not valid', message));

  app.get(
    '/oauth/:network/authorize',
    {
      attachValidation: true,
      schema: {
        ...routeSchema,
        summary: 'OAuth stand-in sign-in page for one hello.js network (HTML)',
        querystring: OAuthAuthorizeQuery,
      },
    },
    async (request, reply) => {
      const network = networkOf(request.params.network, reply);
      if (!network) return reply;
      if (request.validationError) return invalidPage(reply, request.validationError.message);
      const query = request.query;
      const redirect = redirectOf(query, reply);
      if (!redirect) return reply;
      return sendPage(
        reply,
        200,
        signInPage({ network, request: query, redirect, identities: app.oauth.identities() }),
        redirect.origin,
      );
    },
  );

  app.post(
    '/oauth/:network/authorize',
    {
      attachValidation: true,
      schema: {
        ...routeSchema,
        summary: "The sign-in page's forms: issue a token or an error and redirect to the app",
        body: OAuthAuthorizeForm,
      },
    },
    async (request, reply) => {
      const network = networkOf(request.params.network, reply);
      if (!network) return reply;
      if (request.validationError) return invalidPage(reply, request.validationError.message);
      const form = request.body;
      const redirect = redirectOf(form, reply);
      if (!redirect) return reply;
      const go = (values: Record<string, string | undefined>) =>
        reply.redirect(`${redirect.href}#${fragment({ ...values, state: form.state })}`, 302);

      if (form.action === 'deny') {
        return go({ error: 'access_denied', error_description: OAUTH_SIMULATED_ERRORS.access_denied });
      }
      if (form.action === 'error') {
        const chosen = form.error ?? '';
        const status = /^http_(\d{3})$/.exec(chosen);
        if (network === 'joinme' && status) {
          const code = joinmeErrorCode(Number(status[1]));
          return go({ error: code, error_description: `join.me answered HTTP ${status[1]}.` });
        }
        if (Object.prototype.hasOwnProperty.call(OAUTH_SIMULATED_ERRORS, chosen)) {
          const code = chosen as keyof typeof OAUTH_SIMULATED_ERRORS;
          return go({ error: code, error_description: OAUTH_SIMULATED_ERRORS[code] });
        }
        return invalidPage(reply, `"${chosen}" is not an error this page can simulate.`);
      }

      // allow: a seeded user by email, or a typed identity.
      const email = (form.email ?? '').trim();
      const typedName = (form.name ?? '').trim();
      const known = app.oauth.identities().find((u) => u.email.toLowerCase() === email.toLowerCase());
      const name = typedName || known?.name || '';
      const problem =
        !EMAIL.test(email) || hasControlCharacter(email)
          ? 'Type an email address like name@example.com.'
          : !name || hasControlCharacter(name)
            ? 'Type a name (up to 100 characters).'
            : null;
      if (problem) {
        return sendPage(
          reply,
          400,
          signInPage({
            network,
            request: form,
            redirect,
            identities: app.oauth.identities(),
            problem,
            typed: { email: form.email, name: form.name },
          }),
          redirect.origin,
        );
      }
      const token = app.oauth.issueToken({ network, email, name }, app.clock.now());
      return go({ access_token: token, token_type: 'Bearer', expires_in: String(OAUTH_TOKEN_SECONDS) });
    },
  );
};

export default oauthRoutes;
