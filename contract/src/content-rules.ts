// Plain values of the sponsor's content (docs/sponsors.md "Sponsor content: decal uploads, the link and the
// AI check"): the upload and field limits and the AI check's rules, read by the simulator and the app alike.
// No TypeBox and no Node imports.
import { CONTROL_CHARACTER_RULE, hasControlCharacter } from './text-rules.js';
import { readHttpUrl } from './urls.js';

export { DECAL_UPLOAD } from './decal-upload.js';

/**
 * The type of the banner the embed shows when it has no decal to show (the simulator's domain/embed.ts draws
 * it): "Sponsor this spot" while the spot is available, the link's title on live content without a decal.
 */
export const PLACEHOLDER_MEDIA_TYPE = 'image/svg+xml';

/** The spec's message for an upload without a file (400 request_invalid). */
export const NO_FILE_MESSAGE = 'There were no files attached with this request to upload';

/** Field limits of POST spot/content/update (the AI check asks more of the title: AI_CHECK.title). */
export const CONTENT_LIMITS = {
  linkUrl: 2000,
  linkTitle: 200,
} as const;

/** The codes of the AI check's reasons, one per rule. */
export const AiReasonCode = {
  decalMissing: 'decal_missing',
  decalUnreadable: 'decal_unreadable',
  decalTooSmall: 'decal_too_small',
  decalAspect: 'decal_aspect',
  linkMissing: 'link_missing',
  linkMalformed: 'link_malformed',
  linkNotHttps: 'link_not_https',
  linkIpAddress: 'link_ip_address',
  linkBlocked: 'link_blocked',
  titleLength: 'title_length',
  titleBannedWord: 'title_banned_word',
  /** A control character (a line break, a tab) in a title stored before content/update refused them. */
  titleMalformed: 'title_malformed',
} as const;
export type AiReasonCode = (typeof AiReasonCode)[keyof typeof AiReasonCode];

/** The content field a reason concerns, so the app shows it next to that field. */
export const AI_REASON_FIELDS = ['decal', 'linkUrl', 'linkTitle'] as const;
export type AiReasonField = (typeof AI_REASON_FIELDS)[number];

/** The bounds of the rule-based AI check (domain/content/ai-check.ts). */
export const AI_CHECK = {
  /**
   * The decal's width/height ratio may differ from the spot's (productJson size) by this fraction; a spot
   * without a size checks neither size nor aspect.
   */
  aspectTolerance: 0.05,
  /** The link title's length, in characters. */
  title: { min: 3, max: 80 },
  /**
   * Hosts refused as links (a host or any of its subdomains): URL shorteners hide where a click goes,
   * and two test entries. Seeded contents use .example and .test hosts outside this list.
   */
  blockedHosts: [
    'bit.ly',
    'tinyurl.com',
    't.co',
    'goo.gl',
    'ow.ly',
    'is.gd',
    'buff.ly',
    'cutt.ly',
    'rebrand.ly',
    'malware.test',
    'phishing.test',
  ],
  /** Words a title may not contain (whole words, any case). */
  bannedWords: ['casino', 'gambling', 'viagra', 'porn', 'xxx', 'scam'],
} as const;

interface PixelSize {
  width: number;
  height: number;
}

/**
 * What the AI check says of a decal's pixel size against the spot's (decal_too_small, decal_aspect), in the
 * check's order: the simulator's check and the app's look at a file before it is uploaded read the same rule.
 */
export function decalSizeReasons(
  size: PixelSize,
  spotSize: PixelSize,
): Array<{ code: typeof AiReasonCode.decalTooSmall | typeof AiReasonCode.decalAspect; message: string }> {
  const reasons: ReturnType<typeof decalSizeReasons> = [];
  if (size.width < spotSize.width || size.height < spotSize.height)
    reasons.push({
      code: AiReasonCode.decalTooSmall,
      message: `The decal is ${size.width} × ${size.height}; the spot shows ${spotSize.width} × ${spotSize.height}, so upload at least that size.`,
    });
  const ratio = size.width / size.height / (spotSize.width / spotSize.height);
  if (Math.abs(ratio - 1) > AI_CHECK.aspectTolerance)
    reasons.push({
      code: AiReasonCode.decalAspect,
      message: `The decal's shape (${size.width} × ${size.height}) differs from the spot's ${spotSize.width} × ${spotSize.height} by more than ${AI_CHECK.aspectTolerance * 100}%.`,
    });
  return reasons;
}

/** True when `host` is a blocked host or one of its subdomains. */
export function isBlockedHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return AI_CHECK.blockedHosts.some((blocked) => h === blocked || h.endsWith(`.${blocked}`));
}

/** The banned words a title contains, in the list's order. */
export function bannedWordsIn(title: string): string[] {
  const words = new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return AI_CHECK.bannedWords.filter((word) => words.has(word));
}

/**
 * The problem of a link as content/update stores it, or null: empty (not set yet) or an absolute http(s)
 * URL on one line (the click's redirect serves what the URL parser reads, which drops tabs and line breaks).
 * https is the AI check's rule (link_not_https), so an http link is kept and the check names it.
 */
export function linkUrlProblem(value: string): string | null {
  if (value === '') return null;
  if (value.length > CONTENT_LIMITS.linkUrl) return `must be at most ${CONTENT_LIMITS.linkUrl} characters`;
  if (hasControlCharacter(value)) return CONTROL_CHARACTER_RULE;
  const url = readHttpUrl(value);
  if (url === 'not_a_url') return 'must be an absolute URL, such as https://www.example.com/offer';
  if (url === 'not_http') return 'must be an https URL, such as https://www.example.com/offer';
  if (url.username || url.password) return 'must not carry a user name or password';
  return null;
}

/**
 * The problem of a link title as content/update stores it, or null: one line (it is the decal's alternative
 * text, an HTML attribute). Its length is the AI check's rule (AI_CHECK.title), so a draft may be short.
 */
export function linkTitleProblem(value: string): string | null {
  if (value.length > CONTENT_LIMITS.linkTitle)
    return `must be at most ${CONTENT_LIMITS.linkTitle} characters`;
  return hasControlCharacter(value) ? CONTROL_CHARACTER_RULE : null;
}
