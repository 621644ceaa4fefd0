// The OAuth stand-in pages: GET /oauth/{network}/authorize shows a sign-in page for one hello.js network,
// where the tester picks a seeded identity, types a new one, denies access or simulates a provider error;
// the page's forms POST back here and are answered with a 302 to the app's redirect_uri carrying
// `#access_token=…&token_type=Bearer&expires_in=600&state=…` or `#error=…&error_description=…&state=…`.
// Tenant-free. The page needs no script; its own HTML and CSS are the oauth-* files in stand-ins/templates,
// the rest is the stand-ins' shared page (page.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
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
} from '@sponsorspot/contract/oauth';
import { OAUTH_TOKEN_SECONDS } from '../db/repositories/oauth.js';
import type { SignInIdentity } from '../db/repositories/users.js';
import { joinHtml, markup, type SafeHtml } from '../lib/html.js';
import { allowedRedirect } from '../lib/redirects.js';
import {
  FORM_MEDIA_TYPES,
  HTML_PAGE,
  problemBody,
  standInPages,
  standInTemplate,
  takeForms,
  type PageProblem,
} from './page.js';

const EMAIL = /^[^@\s<>"]{1,64}@[^@\s<>"]+\.[^@\s<>".]+$/;

/** Any C0 control character or DEL. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

// Read once at startup.
const pages = standInPages({ css: ['oauth.css'] });
const signInTemplate = standInTemplate('oauth-sign-in.html');
const HELP = standInTemplate('oauth-help.html')({});

/** The OAuth request the page carries through its forms. */
interface AuthorizeRequest {
  client_id?: string | undefined;
  redirect_uri: string;
  response_type?: string | undefined;
  state?: string | undefined;
  scope?: string | undefined;
}

/** The fragment hello.js reads: each value encodeURIComponent'd (it decodes with decodeURIComponent). */
export function fragment(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

function hiddenFields(request: AuthorizeRequest): SafeHtml {
  const fields: [string, string | undefined][] = [
    ['client_id', request.client_id],
    ['redirect_uri', request.redirect_uri],
    ['response_type', request.response_type],
    ['state', request.state],
    ['scope', request.scope],
  ];
  return joinHtml(
    fields.flatMap(([k, v]) =>
      v === undefined ? [] : [markup`<input type="hidden" name="${k}" value="${v}" />`],
    ),
  );
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
  const errorOptions = [
    ...Object.entries(OAUTH_SIMULATED_ERRORS).map(
      ([code, text]) => markup`<option value="${code}">${code}: ${text}</option>`,
    ),
    ...(network === 'joinme'
      ? JOINME_SIMULATED_STATUSES.map((status) => {
          const code = joinmeErrorCode(status);
          return markup`<option value="http_${String(status)}">HTTP ${String(status)} (→ ${code})</option>`;
        })
      : []),
  ];
  const buttons = identities.map(
    ({ email, name }) =>
      markup`<li><button type="submit" class="identity" name="email" value="${email}"><span class="name">${name}</span><span class="email">${email}</span></button></li>`,
  );
  const list = buttons.length
    ? markup`<ul>\n${joinHtml(buttons)}\n</ul>`
    : markup`<p class="muted">The current scenario has no verified users; type an identity below.</p>`;
  return pages.render({
    title: `Sign in with ${provider}`,
    body: signInTemplate({
      provider,
      origin: redirect.origin,
      scope: request.scope ? markup` It asks for <code>${request.scope}</code>.` : '',
      problem: problem ? markup`<p class="alert" role="alert">${problem}</p>` : '',
      action: `/oauth/${network}/authorize`,
      hidden: hiddenFields(request),
      identities: list,
      typedEmail: typed?.email ?? '',
      typedName: typed?.name ?? '',
      errorOptions: joinHtml(errorOptions),
    }),
  });
}

export function problemPage(title: string, message: string): string {
  return pages.render({ title, body: problemBody({ title, message }, HELP) });
}

/** What a check decided: the value, or the problem page to answer with. */
type Checked<T> = { ok: true; value: T } | { ok: false; error: PageProblem };
const accept = <T>(value: T): Checked<T> => ({ ok: true, value });
const refuse = (status: number, title: string, message: string): Checked<never> => ({
  ok: false,
  error: { status, title, message },
});
const INVALID_REQUEST = 'The sign-in request is not valid';
const invalidRequest = (message: string): PageProblem => ({ status: 400, title: INVALID_REQUEST, message });

export function checkNetwork(name: string): Checked<OAuthNetwork> {
  return isOAuthNetwork(name)
    ? accept(name)
    : refuse(
        404,
        'Unknown provider',
        `There is no stand-in for "${name}". Known: ${Object.keys(OAUTH_NETWORKS).join(', ')}.`,
      );
}

/** The redirect target of a request for the implicit grant, on one of the allowed origins. */
export function checkRedirect(request: AuthorizeRequest, redirectOrigins: readonly string[]): Checked<URL> {
  const redirect = allowedRedirect(request.redirect_uri, redirectOrigins);
  if (!redirect) {
    return refuse(
      400,
      'This redirect_uri is not allowed',
      `redirect_uri must be an http(s) URL on one of: ${redirectOrigins.join(', ')}.`,
    );
  }
  if (request.response_type !== undefined && !request.response_type.split(/\s+/).includes('token')) {
    return refuse(
      400,
      'Unsupported response_type',
      'The stand-in implements the implicit grant only: send response_type=token.',
    );
  }
  return accept(redirect);
}

/** The error and description the error button sends back for the chosen option. */
export function checkSimulatedError(
  network: OAuthNetwork,
  chosen: string,
): Checked<{ error: string; error_description: string }> {
  const status = /^http_(\d{3})$/.exec(chosen);
  if (network === 'joinme' && status) {
    return accept({
      error: joinmeErrorCode(Number(status[1])),
      error_description: `join.me answered HTTP ${status[1]}.`,
    });
  }
  if (Object.hasOwn(OAUTH_SIMULATED_ERRORS, chosen)) {
    const code = chosen as keyof typeof OAUTH_SIMULATED_ERRORS;
    return accept({ error: code, error_description: OAUTH_SIMULATED_ERRORS[code] });
  }
  return { ok: false, error: invalidRequest(`"${chosen}" is not an error this page can simulate.`) };
}

/**
 * The identity to sign in as: a seeded user by email (their name unless one is typed), or a typed one.
 * Failing, the problem to show on the sign-in page.
 */
export function checkIdentity(
  form: { email?: string | undefined; name?: string | undefined },
  identities: readonly SignInIdentity[],
): { ok: true; value: { email: string; name: string } } | { ok: false; error: string } {
  const email = (form.email ?? '').trim();
  const known = identities.find((u) => u.email.toLowerCase() === email.toLowerCase());
  const name = (form.name ?? '').trim() || known?.name || '';
  if (!EMAIL.test(email) || hasControlCharacter(email))
    return { ok: false, error: 'Type an email address like name@example.com.' };
  if (!name || hasControlCharacter(name)) return { ok: false, error: 'Type a name (up to 100 characters).' };
  return { ok: true, value: { email, name } };
}

const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const redirectOrigins = [...app.settings.appOrigins, new URL(app.settings.publicUrl).origin];

  const sendProblem = (reply: FastifyReply, { status, title, message }: PageProblem) =>
    pages.send(reply, status, problemPage(title, message));

  await takeForms(app, 'its forms', (reply, status, message) =>
    sendProblem(reply, { ...invalidRequest(message), status }),
  );

  const routeSchema = {
    tags: ['public'],
    params: OAuthNetworkParam,
    response: { 200: HTML_PAGE, 400: HTML_PAGE, 404: HTML_PAGE },
  };
  // The forms' answers: the redirect, or the page again (400), or a problem page, whose status is the
  // body's when it could not be read (takeForms).
  const formResponses = {
    302: Type.Null({ description: "To the app's redirect_uri, the token or the error in its fragment." }),
    400: HTML_PAGE,
    404: HTML_PAGE,
    413: HTML_PAGE,
    415: HTML_PAGE,
  };

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
      const network = checkNetwork(request.params.network);
      if (!network.ok) return sendProblem(reply, network.error);
      if (request.validationError) return sendProblem(reply, invalidRequest(request.validationError.message));
      const query = request.query;
      const redirect = checkRedirect(query, redirectOrigins);
      if (!redirect.ok) return sendProblem(reply, redirect.error);
      const identities = app.oauth.identities();
      const html = signInPage({
        network: network.value,
        request: query,
        redirect: redirect.value,
        identities,
      });
      // The forms' answer redirects to the app: form-action covers a form's redirects too.
      return pages.send(reply, 200, html, { formTarget: redirect.value.origin });
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
        consumes: FORM_MEDIA_TYPES,
        response: formResponses,
      },
    },
    async (request, reply) => {
      const checkedNetwork = checkNetwork(request.params.network);
      if (!checkedNetwork.ok) return sendProblem(reply, checkedNetwork.error);
      const network = checkedNetwork.value;
      if (request.validationError) return sendProblem(reply, invalidRequest(request.validationError.message));
      const form = request.body;
      const checkedRedirect = checkRedirect(form, redirectOrigins);
      if (!checkedRedirect.ok) return sendProblem(reply, checkedRedirect.error);
      const redirect = checkedRedirect.value;
      const go = (values: Record<string, string | undefined>) =>
        reply.redirect(`${redirect.href}#${fragment({ ...values, state: form.state })}`, 302);

      if (form.action === 'deny') {
        return go({ error: 'access_denied', error_description: OAUTH_SIMULATED_ERRORS.access_denied });
      }
      if (form.action === 'error') {
        const simulated = checkSimulatedError(network, form.error ?? '');
        return simulated.ok ? go(simulated.value) : sendProblem(reply, simulated.error);
      }
      // allow: a seeded user by email, or a typed identity.
      const identities = app.oauth.identities();
      const identity = checkIdentity(form, identities);
      if (!identity.ok) {
        const typed = { email: form.email, name: form.name };
        const again = signInPage({
          network,
          request: form,
          redirect,
          identities,
          problem: identity.error,
          typed,
        });
        return pages.send(reply, 400, again, { formTarget: redirect.origin });
      }
      const token = app.oauth.issueToken({ network, ...identity.value }, app.clock.now());
      return go({ access_token: token, token_type: 'Bearer', expires_in: String(OAUTH_TOKEN_SECONDS) });
    },
  );
};

export default oauthRoutes;
