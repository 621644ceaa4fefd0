// The identity forms' rules, mirroring the server (so people learn about a problem before sending):
// email ≤ 254 with one @, name 1–100, password 10–128 with a letter and a digit or symbol. Pure.

export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const PASSWORD_HINT = `${PASSWORD_MIN}–${PASSWORD_MAX} characters, with at least one letter and one digit or symbol.`;

export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Enter your email address.';
  if (value.length > EMAIL_MAX) return `An email address has at most ${EMAIL_MAX} characters.`;
  if (!/^[^@\s]+@[^@\s]+$/.test(value)) return 'Enter an email address like name@example.com.';
  return null;
}

export function nameProblem(name: string): string | null {
  const value = name.trim();
  if (value === '') return 'Enter your name.';
  if (value.length > NAME_MAX) return `A name has at most ${NAME_MAX} characters.`;
  return null;
}

export function passwordProblem(password: string): string | null {
  // Counted in code points, as people count characters (an emoji is one).
  const length = [...password].length;
  if (length === 0) return 'Choose a password.';
  if (length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  if (!/\p{L}/u.test(password)) return 'Include at least one letter.';
  if (!/[^\p{L}\s]/u.test(password)) return 'Include at least one digit or symbol.';
  return null;
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Type the new password again.';
  return password === confirmation ? null : 'The two passwords are not the same.';
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function registrationProblems(input: {
  name: string;
  email: string;
  password: string;
}): FieldErrors<'name' | 'email' | 'password'> {
  const problems: FieldErrors<'name' | 'email' | 'password'> = {};
  const name = nameProblem(input.name);
  const email = emailProblem(input.email);
  const password = passwordProblem(input.password);
  if (name) problems.name = name;
  if (email) problems.email = email;
  if (password) problems.password = password;
  return problems;
}
