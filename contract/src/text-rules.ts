// One-line text (a spot's name and sample URL, a sponsor's link and its title) holds no control character.
// A URL parser drops tabs and line breaks, HTML turns NUL into U+FFFD, and a header or an attribute cannot
// carry them: a value with one would be stored as one thing and served as another. Plain values, no imports.

/** Any control character: C0 (U+0000–U+001F, tab, line feed and carriage return among them), DEL, C1. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The rule's words, to follow a field's name ("The link must not contain …"). */
export const CONTROL_CHARACTER_RULE = 'must not contain line breaks, tabs or other control characters';

/** True when the text holds a control character (see CONTROL_CHARACTER_RULE). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}
