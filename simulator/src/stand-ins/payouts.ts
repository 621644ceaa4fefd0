// The payout onboarding stand-in (Stripe Connect's hosted onboarding): GET /connect/onboarding/{token}
// shows the form publisher/connect's link opens — business name (prefilled), country, the test bank
// account — and its POST finishes (the account and publisher become Active) or abandons (nothing changes);
// either spends the link and answers 303 to the app's returnUrl. An unknown token: 404 page; a used or
// expired one: 410. Tenant-free: the token in the URL is the capability (single use, expiring by the
// simulator clock), so the page needs no CSRF token. No script; its one <style> block is allowed by hash.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import Type from 'typebox';
import {
  checkPayoutDetails,
  ONBOARDING_LINK_MINUTES,
  ONBOARDING_PATH,
  PAYOUT_COUNTRIES,
  TEST_BANK_ACCOUNT,
  type PayoutFormProblems,
} from '@sponsorspot/contract/payout-rules';
import { PayoutOnboardingForm, PayoutOnboardingParams } from '@sponsorspot/contract/payouts';
import { ErrorCode } from '@sponsorspot/contract/constants';
import type { OnboardingLinkState } from '../db/repositories/publishers.js';
import { joinHtml, markup, SafeHtml } from '../lib/html.js';
import { standInTemplate, standInText } from './page.js';
import { toErrorResponse } from '../plugins/errors.js';

/** Largest form the page can post (its fields are bounded far below this). */
const FORM_BODY_LIMIT = 16 * 1024;

// Read once at startup: the stand-ins' shared look plus this page's fields. The CSP allows it by hash.
const STYLE = `${standInText('oauth.css')}\n${standInText('payouts.css')}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
const layoutTemplate = standInTemplate('oauth-layout.html');
const onboardingTemplate = standInTemplate('payouts-onboarding.html');
const problemTemplate = standInTemplate('payouts-problem.html');

const FIELD_IDS = {
  businessName: 'payout-business-name',
  country: 'payout-country',
  routingNumber: 'payout-routing-number',
  accountNumber: 'payout-account-number',
} as const;

function page(title: string, body: SafeHtml): string {
  return layoutTemplate({ title, style: markup`<style>${new SafeHtml(STYLE)}</style>`, body }).html;
}

interface PageProblem {
  status: number;
  title: string;
  message: string;
}

export function problemPage({ title, message }: PageProblem): string {
  return page(
    `${title} (SponsorSpot simulator)`,
    problemTemplate({ title, message, minutes: String(ONBOARDING_LINK_MINUTES) }),
  );
}

/** Why a link that is not open cannot be used. */
export function linkProblem(state: Exclude<OnboardingLinkState['state'], 'open'>): PageProblem {
  switch (state) {
    case 'unknown':
      return {
        status: 404,
        title: 'This onboarding link is not valid',
        message: 'No payout onboarding was started with this link.',
      };
    case 'used':
      return {
        status: 410,
        title: 'This onboarding link was already used',
        message: 'Payout onboarding was already finished or abandoned with this link.',
      };
    case 'expired':
      return {
        status: 410,
        title: 'This onboarding link has expired',
        message: `Onboarding links work for ${ONBOARDING_LINK_MINUTES} minutes.`,
      };
  }
}

interface OnboardingInput {
  token: string;
  returnUrl: string;
  values: { businessName: string; country: string; routingNumber: string; accountNumber: string };
  problems?: PayoutFormProblems;
}

export function onboardingPage({ token, returnUrl, values, problems = {} }: OnboardingInput): string {
  const field = (name: keyof typeof FIELD_IDS) => {
    const problem = problems[name];
    const errorId = `${FIELD_IDS[name]}-error`;
    const describedBy =
      name === 'routingNumber' || name === 'accountNumber' ? `payout-test-numbers ${errorId}` : errorId;
    return problem
      ? {
          state: markup`aria-invalid="true" aria-describedby="${describedBy}"`,
          error: markup`<p class="field-error" id="${errorId}">${problem}</p>`,
        }
      : {
          state:
            name === 'routingNumber' || name === 'accountNumber'
              ? markup`aria-describedby="payout-test-numbers"`
              : markup``,
          error: markup``,
        };
  };
  const business = field('businessName');
  const country = field('country');
  const routing = field('routingNumber');
  const account = field('accountNumber');
  const count = Object.keys(problems).length;
  const countryOptions = Object.entries(PAYOUT_COUNTRIES).map(([code, name]) =>
    code === values.country
      ? markup`<option value="${code}" selected>${name}</option>`
      : markup`<option value="${code}">${name}</option>`,
  );
  return page(
    'Set up payouts (SponsorSpot simulator)',
    onboardingTemplate({
      origin: new URL(returnUrl).origin,
      problem: count
        ? markup`<p class="alert" role="alert">${count === 1 ? 'One field needs' : `${String(count)} fields need`} attention.</p>`
        : '',
      action: `${ONBOARDING_PATH}/${token}`,
      businessName: values.businessName,
      businessNameState: business.state,
      businessNameError: business.error,
      countryState: country.state,
      countryOptions: joinHtml(countryOptions),
      countryError: country.error,
      testRoutingNumber: TEST_BANK_ACCOUNT.routingNumber,
      testAccountNumber: TEST_BANK_ACCOUNT.accountNumber,
      routingNumber: values.routingNumber,
      routingNumberState: routing.state,
      routingNumberError: routing.error,
      accountNumber: values.accountNumber,
      accountNumberState: account.state,
      accountNumberError: account.error,
    }),
  );
}

const payoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The page posts application/x-www-form-urlencoded; a repeated field becomes an array, which the body
  // schema refuses. Registered here, so only the stand-ins take forms.
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });

  const sendPage = (reply: FastifyReply, status: number, html: string, returnOrigin?: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        // The finish/abandon redirect goes to the app: form-action covers a form's redirects too.
        `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}; ` +
          `frame-ancestors 'none'; base-uri 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(html);
  const sendProblem = (reply: FastifyReply, problem: PageProblem) =>
    sendPage(reply, problem.status, problemPage(problem));

  // A browser is on the other end: a body that cannot be read answers a problem page. 5xx go on to the
  // app's handler.
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error as Error);
    if (status >= 500) throw error;
    request.log.info({ code: body.code, status }, body.message);
    const message =
      body.code === ErrorCode.unsupportedMediaType
        ? 'The page posts its form as application/x-www-form-urlencoded.'
        : body.message;
    return sendProblem(reply, { status, title: 'The form could not be read', message });
  });

  const htmlPage = Type.Unsafe<string>({ type: 'string', description: 'An HTML page.' });
  const routeSchema = {
    tags: ['public'],
    params: PayoutOnboardingParams,
    response: { 200: htmlPage, 400: htmlPage, 404: htmlPage, 410: htmlPage },
  };

  app.get(
    `${ONBOARDING_PATH}/:token`,
    {
      attachValidation: true,
      schema: {
        ...routeSchema,
        summary: "Payout onboarding stand-in page for publisher/connect's link (HTML)",
      },
    },
    async (request, reply) => {
      if (request.validationError) return sendProblem(reply, linkProblem('unknown'));
      const { token } = request.params;
      const found = app.publishers.onboardingLink(token, app.clock.now());
      if (found.state !== 'open') return sendProblem(reply, linkProblem(found.state));
      const { account, returnUrl } = found.link;
      const html = onboardingPage({
        token,
        returnUrl,
        values: {
          businessName: account.businessName,
          country: account.country || 'US',
          routingNumber: '',
          accountNumber: '',
        },
      });
      return sendPage(reply, 200, html, new URL(returnUrl).origin);
    },
  );

  app.post(
    `${ONBOARDING_PATH}/:token`,
    {
      attachValidation: true,
      schema: {
        ...routeSchema,
        response: { ...routeSchema.response, 303: Type.Null({ description: 'To the returnUrl.' }) },
        summary: 'The onboarding form: finish (publisher Active) or abandon, then 303 to the returnUrl',
        body: PayoutOnboardingForm,
      },
    },
    async (request, reply) => {
      const token = typeof request.params.token === 'string' ? request.params.token : '';
      const now = app.clock.now();
      const found = app.publishers.onboardingLink(token, now);
      if (found.state !== 'open') return sendProblem(reply, linkProblem(found.state));
      if (request.validationError) {
        return sendProblem(reply, {
          status: 400,
          title: 'The form could not be read',
          message: request.validationError.message,
        });
      }
      const form = request.body;
      const { returnUrl } = found.link;
      if (form.action === 'abandon') {
        const target = app.publishers.abandonOnboarding(token, now);
        return target ? reply.redirect(target, 303) : sendProblem(reply, linkProblem('used'));
      }
      const checked = checkPayoutDetails(form);
      if (!checked.ok) {
        const html = onboardingPage({
          token,
          returnUrl,
          values: {
            businessName: form.businessName ?? '',
            country: form.country ?? '',
            routingNumber: form.routingNumber ?? '',
            accountNumber: form.accountNumber ?? '',
          },
          problems: checked.problems,
        });
        return sendPage(reply, 400, html, new URL(returnUrl).origin);
      }
      const target = app.publishers.finishOnboarding(token, checked.value, now);
      return target ? reply.redirect(target, 303) : sendProblem(reply, linkProblem('used'));
    },
  );
};

export default payoutRoutes;
