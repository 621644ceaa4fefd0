// What the app says after a registration. The server answers the same whether or not the address already
// has an account (a new one gets a verification code, an existing one a link to reset its password), so
// the words cover both and tell nobody which it was.

/** The toast right after the form is sent. */
export function registrationSentNotice(email: string): string {
  return `Check your mail at ${email}.`;
}

/** The lead of /verification for an address the user just gave (registration or a new code). */
export function checkYourMailLead(email: string): string {
  return (
    `Check your mail at ${email}. If the address is new to SponsorSpot, the mail holds a code: enter it ` +
    'here. If it already has an account, the mail holds a link to reset its password instead.'
  );
}
