// Types of security-headers.mjs, for the tests that render the headers as `npm start` does.
export function renderSecurityHeaders(app: {
  publicUrl: string;
  htmlDir: string;
  stripePublishableKey?: string;
  oauthStandin?: boolean;
}): string;
