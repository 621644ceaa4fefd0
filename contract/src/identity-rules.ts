// The rules of email addresses and passwords (OWASP ASVS V2: length over composition, no password built
// from the account's own email or name), written once for the simulator and the app's forms. Plain values
// and functions: no TypeBox, no Node imports. The simulator adds the check against the common-password
// list (domain/identity/passwords.ts), which is too large to ship to the browser.

/** RFC 5321: a path of at most 256 octets with its brackets, so an address of at most 254. */
export const EMAIL_MAX = 254;
/** RFC 5321: a local part of at most 64 octets. */
export const EMAIL_LOCAL_MAX = 64;
export const NAME_MAX = 100;
/** The shape of an address: one @ with something but spaces on each side (the schema's pattern). */
export const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+$';
/** ASVS V2.1.1 and V2.1.2: at least 12 characters (spaces in a row count as one), at least 64 allowed. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export const PASSWORD_HINT = `${PASSWORD_MIN}–${PASSWORD_MAX} characters; a few unrelated words make a good one.`;

/**
 * The form in which two addresses are the same account: NFKC (so `ｐublisher` is `publisher`), then case
 * folded through upper case (so `publısher`, with a dotless ı, is `publisher` too).
 */
export function emailKey(email: string): string {
  return email.trim().normalize('NFKC').toUpperCase().toLowerCase();
}

/** Why an address cannot be used for a new account, as a sentence, or null. */
export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Enter your email address.';
  if (value.length > EMAIL_MAX) return `An email address has at most ${EMAIL_MAX} characters.`;
  // Control and format characters (NUL, zero-width joiners, direction marks) never belong in an address.
  if (/[\p{Cc}\p{Cf}]/u.test(value))
    return 'An email address cannot contain invisible or control characters.';
  if (!new RegExp(EMAIL_PATTERN, 'u').test(value)) return 'Enter an email address like name@example.com.';
  if (value.indexOf('@') > EMAIL_LOCAL_MAX) {
    return `The part before the @ has at most ${EMAIL_LOCAL_MAX} characters.`;
  }
  return null;
}

/** A password's length as people count it (an emoji is one) with every run of white space as one. */
export function passwordLength(password: string): number {
  return [...password.replace(/\s+/gu, ' ')].length;
}

/** Why a new password is refused, as a sentence, or null; `account` is who it would belong to. */
export function passwordProblem(
  password: string,
  account: { email?: string; name?: string } = {},
): string | null {
  if (password === '') return 'Choose a password.';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN) {
    return `Use at least ${PASSWORD_MIN} characters (spaces in a row count as one).`;
  }
  if ([...password].length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const folded = emailKey(password);
  const email = account.email ? emailKey(account.email) : '';
  const local = email.split('@')[0] ?? '';
  const name = account.name ? emailKey(account.name).replace(/\s+/gu, ' ') : '';
  const words = `${local} ${name}`.split(/[^\p{L}\p{N}]+/u);
  // Parts of four characters or more: a short word inside a long password gives little away.
  const personal = [email, local, name, ...words].filter((part) => part.length >= 4);
  if (personal.some((part) => folded.includes(part))) {
    return 'Do not build the password from your email address or your name.';
  }
  if (new Set(folded.replace(/\s/gu, '')).size < 4) return 'Use more than a few different characters.';
  return null;
}
