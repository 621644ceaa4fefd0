// The profile's rules (POST user/profile/), read by the simulator's schema and route and by the app's form:
// name 1–100 characters, one line; bio up to 500, line breaks allowed; website '' or an http(s) URL up to
// 200; location up to 100, one line. No TypeBox: the app reads them without the schema library.
import { httpUrlOf } from './urls.js';

export const PROFILE_LIMITS = { name: 100, bio: 500, website: 200, location: 100 } as const;

/** Control characters: none in one-line text. */
const CONTROL = '\\u0000-\\u001f\\u007f';
/** Control characters but tab and the line breaks: none in multi-line text. */
const CONTROL_BUT_LINES = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f';

/** The patterns the schema checks (JSON Schema `pattern` strings). */
export const PROFILE_PATTERNS = {
  /** One line, at least one character that is not a space. */
  name: `^[^${CONTROL}]*[^\\s${CONTROL}][^${CONTROL}]*$`,
  bio: `^[^${CONTROL_BUT_LINES}]*$`,
  /** '' or an http(s) URL without spaces; `isProfileWebsite` also checks that it parses. */
  website: `^(https?://[^\\s${CONTROL}]+)?$`,
  location: `^[^${CONTROL}]*$`,
} as const;

const ONE_LINE = new RegExp(PROFILE_PATTERNS.location, 'u');
const MULTI_LINE = new RegExp(PROFILE_PATTERNS.bio, 'u');
const WEBSITE = new RegExp(PROFILE_PATTERNS.website, 'u');

/** True when the text holds no control character (one-line fields). */
export const isOneLine = (text: string): boolean => ONE_LINE.test(text);
/** True when the text holds no control character but tabs and line breaks (the bio). */
export const isMultiLineText = (text: string): boolean => MULTI_LINE.test(text);

/** A website as a profile stores it: '' (none) or an absolute http(s) URL. */
export function isProfileWebsite(text: string): boolean {
  return text === '' || (WEBSITE.test(text) && httpUrlOf(text) !== null);
}
