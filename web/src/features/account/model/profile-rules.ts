// The profile form's messages for the contract's profile rules (contract/src/profile-rules.ts), so the form
// refuses what the server would. Pure.
import {
  isMultiLineText,
  isOneLine,
  isProfileWebsite,
  PROFILE_LIMITS,
} from '@sponsorspot/contract/profile-rules';
import type { FieldErrors } from '../../auth';

export { PROFILE_LIMITS };

export interface ProfileForm {
  name: string;
  bio: string;
  website: string;
  location: string;
}

function websiteProblem(website: string): string | null {
  if (website.length > PROFILE_LIMITS.website)
    return `A website address has at most ${PROFILE_LIMITS.website} characters.`;
  return isProfileWebsite(website) ? null : 'Enter a web address starting with https:// (or leave it empty).';
}

export function profileProblems(form: ProfileForm): FieldErrors<keyof ProfileForm> {
  const problems: FieldErrors<keyof ProfileForm> = {};
  const name = form.name.trim();
  if (name === '') problems.name = 'Enter your name.';
  else if ([...name].length > PROFILE_LIMITS.name)
    problems.name = `A name has at most ${PROFILE_LIMITS.name} characters.`;
  else if (!isOneLine(name)) problems.name = 'A name is one line of text.';
  if ([...form.bio].length > PROFILE_LIMITS.bio)
    problems.bio = `The bio has at most ${PROFILE_LIMITS.bio} characters.`;
  else if (!isMultiLineText(form.bio)) problems.bio = 'The bio contains characters that cannot be shown.';
  const website = websiteProblem(form.website.trim());
  if (website) problems.website = website;
  if ([...form.location.trim()].length > PROFILE_LIMITS.location)
    problems.location = `A location has at most ${PROFILE_LIMITS.location} characters.`;
  else if (!isOneLine(form.location)) problems.location = 'A location is one line of text.';
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
