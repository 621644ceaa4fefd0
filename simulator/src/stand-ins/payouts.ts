// The payout onboarding stand-in (Stripe Connect's hosted onboarding): GET /connect/onboarding/{token}
// shows the form publisher/connect's link opens — business name (prefilled), country, the test bank
// account — and its POST finishes (the account and publisher become Active) or abandons (nothing changes);
// either spends the link and answers 303 to the app's returnUrl. An unknown token: 404 page; a used or
// expired one: 410. Tenant-free: the token in the URL is the capability (single use, expiring by the
// simulator clock), so the page needs no CSRF token. No script; its own HTML and CSS are the payouts-* files
// in stand-ins/templates, on the OAuth page's look; the rest is the stand-ins' shared page (page.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import {
  checkPayoutDetails,
  ONBOARDING_LINK_MINUTES,
  ONBOARDING_PATH,
  PAYOUT_COUNTRIES,
  TEST_BANK_ACCOUNT,
  type PayoutFormProblems,
} from '@sponsorspot/contract/payout-rules';
import { FAILING_BANK_ACCOUNT } from '@sponsorspot/contract/earnings-rules';
import { PayoutOnboardingForm, PayoutOnboardingParams } from '@sponsorspot/contract/payouts';
import type { OnboardingLinkState } from '../db/repositories/publishers.js';
import { joinHtml, markup } from '../lib/html.js';
import {
  FORM_MEDIA_TYPES,
  HTML_PAGE,
  problemBody,
  standInPages,
  standInTemplate,
  takeForms,
  type PageProblem,
} from './page.js';

// Read once at startup: the OAuth page's look plus this page's fields.
const pages = standInPages({ css: ['oauth.css', 'payouts.css'] });
const onboardingTemplate = standInTemplate('payouts-onboarding.html');
const HELP = standInTemplate('payouts-help.html')({ minutes: String(ONBOARDING_LINK_MINUTES) });

const UNREADABLE = 'The form could not be read';

const FIELD_IDS = {
  businessName: 'payout-business-name',
  country: 'payout-country',
  routingNumber: 'payout-routing-number',
  accountNumber: 'payout-account-number',
} as const;

export function problemPage(problem: PageProblem): string {
  return pages.render({ title: problem.title, body: problemBody(problem, HELP) });
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
  // The page comes back with its errors after a post: focus starts on the first field in error (autofocus,
  // as the page runs no script), where it would otherwise start at the top of a fresh page.
  const firstInError = (Object.keys(FIELD_IDS) as Array<keyof typeof FIELD_IDS>).find(
    (name) => problems[name],
  );
  const field = (name: keyof typeof FIELD_IDS) => {
    const problem = problems[name];
    const errorId = `${FIELD_IDS[name]}-error`;
    const describedBy =
      name === 'routingNumber' || name === 'accountNumber' ? `payout-test-numbers ${errorId}` : errorId;
    return problem
      ? {
          state:
            name === firstInError
              ? markup`aria-invalid="true" aria-describedby="${describedBy}" autofocus`
              : markup`aria-invalid="true" aria-describedby="${describedBy}"`,
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
  return pages.render({
    title: 'Set up payouts',
    body: onboardingTemplate({
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
      failingAccountNumber: FAILING_BANK_ACCOUNT.accountNumber,
      routingNumber: values.routingNumber,
      routingNumberState: routing.state,
      routingNumberError: routing.error,
      accountNumber: values.accountNumber,
      accountNumberState: account.state,
      accountNumberError: account.error,
    }),
  });
}

const payoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sendProblem = (reply: FastifyReply, problem: PageProblem) =>
    pages.send(reply, problem.status, problemPage(problem));
  // The finish/abandon redirect goes to the app: form-action covers a form's redirects too.
  const sendForm = (reply: FastifyReply, status: number, html: string, returnUrl: string) =>
    pages.send(reply, status, html, { formTarget: new URL(returnUrl).origin });

  await takeForms(app, 'its form', (reply, status, message) =>
    sendProblem(reply, { status, title: UNREADABLE, message }),
  );

  // An unreadable token is an unknown link (404), so only the form answers 400; a form that could not be
  // read answers its own status (takeForms).
  const routeSchema = {
    tags: ['public'],
    params: PayoutOnboardingParams,
    response: { 200: HTML_PAGE, 404: HTML_PAGE, 410: HTML_PAGE },
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
      return sendForm(reply, 200, html, returnUrl);
    },
  );

  app.post(
    `${ONBOARDING_PATH}/:token`,
    {
      attachValidation: true,
      schema: {
        ...routeSchema,
        response: {
          303: Type.Null({ description: 'To the returnUrl.' }),
          400: HTML_PAGE,
          404: HTML_PAGE,
          410: HTML_PAGE,
          413: HTML_PAGE,
          415: HTML_PAGE,
        },
        summary: 'The onboarding form: finish (publisher Active) or abandon, then 303 to the returnUrl',
        body: PayoutOnboardingForm,
        consumes: FORM_MEDIA_TYPES,
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
          title: UNREADABLE,
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
        return sendForm(reply, 400, html, returnUrl);
      }
      const target = app.publishers.finishOnboarding(token, checked.value, now);
      return target ? reply.redirect(target, 303) : sendProblem(reply, linkProblem('used'));
    },
  );
};

export default payoutRoutes;
