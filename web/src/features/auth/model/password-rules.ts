// The identity forms' rules: the contract's email and password rules (the server applies the same, plus
// its common-password list), and the form-only ones. Pure.
import {
  EMAIL_MAX,
  emailProblem,
  NAME_MAX,
  PASSWORD_HINT,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem,
} from '@sponsorspot/contract/identity-rules';

export { EMAIL_MAX, emailProblem, NAME_MAX, PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN, passwordProblem };

export function nameProblem(name: string): string | null {
  const value = name.trim();
  if (value === '') return 'Enter your name.';
  if (value.length > NAME_MAX) return `A name has at most ${NAME_MAX} characters.`;
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
  const password = passwordProblem(input.password, { email: input.email, name: input.name });
  if (name) problems.name = name;
  if (email) problems.email = email;
  if (password) problems.password = password;
  return problems;
}
