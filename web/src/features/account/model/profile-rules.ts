// The profile form's rules, mirroring the server: name 1–100, bio ≤ 500, website '' or an http(s) URL
// ≤ 200, location ≤ 100, no control characters. Pure.
import type { FieldErrors } from '../../auth';

export const PROFILE_LIMITS = { name: 100, bio: 500, website: 200, location: 100 } as const;

export interface ProfileForm {
  name: string;
  bio: string;
  website: string;
  location: string;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function websiteProblem(website: string): string | null {
  if (website === '') return null;
  if (website.length > PROFILE_LIMITS.website)
    return `A website address has at most ${PROFILE_LIMITS.website} characters.`;
  if (!/^https?:\/\/\S+$/i.test(website))
    return 'Enter a web address starting with https:// (or leave it empty).';
  try {
    if (!new URL(website).hostname) throw new Error('no host');
  } catch {
    return 'Enter a web address starting with https:// (or leave it empty).';
  }
  return null;
}

export function profileProblems(form: ProfileForm): FieldErrors<keyof ProfileForm> {
  const problems: FieldErrors<keyof ProfileForm> = {};
  const name = form.name.trim();
  if (name === '') problems.name = 'Enter your name.';
  else if ([...name].length > PROFILE_LIMITS.name)
    problems.name = `A name has at most ${PROFILE_LIMITS.name} characters.`;
  else if (CONTROL.test(name)) problems.name = 'A name is one line of text.';
  if ([...form.bio].length > PROFILE_LIMITS.bio)
    problems.bio = `The bio has at most ${PROFILE_LIMITS.bio} characters.`;
  else if (CONTROL_BUT_LINES.test(form.bio))
    problems.bio = 'The bio contains characters that cannot be shown.';
  const website = websiteProblem(form.website.trim());
  if (website) problems.website = website;
  if ([...form.location.trim()].length > PROFILE_LIMITS.location)
    problems.location = `A location has at most ${PROFILE_LIMITS.location} characters.`;
  else if (CONTROL.test(form.location)) problems.location = 'A location is one line of text.';
  return problems;
}

/** What POST profile/ receives: trimmed text, '' clears a field. */
export function profileUpdate(form: ProfileForm) {
  return {
    name: form.name.trim(),
    bio: form.bio.trim(),
    website: form.website.trim(),
    location: form.location.trim(),
  };
}
