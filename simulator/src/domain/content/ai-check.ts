// The AI check (docs/sponsors.md "AI check"): a content is judged by a ContentChecker, so a real model can
// replace the deterministic rules below without touching the service or the routes. Every failed rule is a
// reason {code, field, message}; the content passes when there is none.
import { isIP } from 'node:net';
import {
  AI_CHECK,
  AiReasonCode,
  bannedWordsIn,
  decalSizeReasons,
  isBlockedHost,
} from '@sponsorspot/contract/content-rules';
import { CONTROL_CHARACTER_RULE, hasControlCharacter } from '@sponsorspot/contract/text-rules';
import { readHttpUrl } from '@sponsorspot/contract/urls';
import type { AiCheckReason } from '@sponsorspot/contract/content';
import { loadSharp } from '../../lib/on-first-use.js';
import { DECAL_PIXEL_LIMIT } from './decal-images.js';

export interface ContentCheckInput {
  /** The decal's stored bytes; null when the content has no decal (or its file is gone). */
  image: Buffer | null;
  linkUrl: string;
  linkTitle: string;
  /** The spot's size from its productJson (contract/rules.ts parseSpotProduct); null when it names none. */
  spotSize: { width: number; height: number } | null;
}

/** Judges a content. Asynchronous, as a model behind a network call would be. */
export interface ContentChecker {
  check(input: ContentCheckInput): Promise<AiCheckReason[]>;
}

/** The deterministic rule set: decal, link and title, each rule a reason code of contract/content-rules.ts. */
export class RuleContentChecker implements ContentChecker {
  async check(input: ContentCheckInput): Promise<AiCheckReason[]> {
    return [
      ...(await this.decalReasons(input)),
      ...linkReasons(input.linkUrl),
      ...titleReasons(input.linkTitle),
    ];
  }

  private async decalReasons({ image, spotSize }: ContentCheckInput): Promise<AiCheckReason[]> {
    if (!image)
      return [{ code: AiReasonCode.decalMissing, field: 'decal', message: 'Upload a decal image.' }];
    // Outside the try below: a module that failed to load is the simulator's fault, not the decal's.
    const sharp = await loadSharp();
    let size: { width: number; height: number };
    try {
      // A full decode: a decal that only has a readable header fails here.
      const { info } = await sharp(image, { limitInputPixels: DECAL_PIXEL_LIMIT, failOn: 'error' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      size = { width: info.width, height: info.height };
    } catch {
      return [
        {
          code: AiReasonCode.decalUnreadable,
          field: 'decal',
          message: 'The decal could not be decoded: upload it again.',
        },
      ];
    }
    if (!spotSize) return [];
    return decalSizeReasons(size, spotSize).map((reason) => ({ ...reason, field: 'decal' }));
  }
}

function linkReasons(linkUrl: string): AiCheckReason[] {
  const reason = (code: AiCheckReason['code'], message: string): AiCheckReason => ({
    code,
    field: 'linkUrl',
    message,
  });
  if (linkUrl.trim() === '') return [reason(AiReasonCode.linkMissing, 'Enter the link the decal opens.')];
  // content/update refuses such a link; one stored before it did must not go live either, as the click's
  // redirect would serve the link without its tabs and line breaks.
  if (hasControlCharacter(linkUrl))
    return [reason(AiReasonCode.linkMalformed, `The link ${CONTROL_CHARACTER_RULE}.`)];
  const url = readHttpUrl(linkUrl);
  if (url === 'not_a_url')
    return [
      reason(
        AiReasonCode.linkMalformed,
        'The link is not a valid URL, such as https://www.example.com/offer.',
      ),
    ];
  if (url === 'not_http')
    return [
      reason(
        AiReasonCode.linkMalformed,
        'The link must be a web address, such as https://www.example.com/offer.',
      ),
    ];
  const reasons: AiCheckReason[] = [];
  if (url.protocol !== 'https:')
    reasons.push(
      reason(
        AiReasonCode.linkNotHttps,
        'The link must use https:// so visitors stay on a secure connection.',
      ),
    );
  // The URL parser normalises every IPv4 spelling (0x7f.1, 2130706433) to dotted form; IPv6 comes in brackets.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0)
    reasons.push(reason(AiReasonCode.linkIpAddress, 'The link must name a domain, not an IP address.'));
  else if (!/^([a-z0-9-]+\.)+[a-z][a-z0-9-]*\.?$/i.test(host) || url.username || url.password)
    reasons.push(
      reason(
        AiReasonCode.linkMalformed,
        'The link must name a full domain, such as www.example.com, without a user name or password.',
      ),
    );
  else if (isBlockedHost(host))
    reasons.push(
      reason(
        AiReasonCode.linkBlocked,
        `Links to ${host} are not accepted: link to the page itself, not a shortener.`,
      ),
    );
  return reasons;
}

function titleReasons(linkTitle: string): AiCheckReason[] {
  // content/update refuses such a title; one stored before it did must not go live either.
  if (hasControlCharacter(linkTitle))
    return [
      {
        code: AiReasonCode.titleMalformed,
        field: 'linkTitle',
        message: `The title ${CONTROL_CHARACTER_RULE}.`,
      },
    ];
  const reasons: AiCheckReason[] = [];
  const length = [...linkTitle.trim()].length;
  const { min, max } = AI_CHECK.title;
  if (length < min || length > max)
    reasons.push({
      code: AiReasonCode.titleLength,
      field: 'linkTitle',
      message: `The title must be ${min} to ${max} characters (it is ${length}).`,
    });
  const banned = bannedWordsIn(linkTitle);
  if (banned.length > 0)
    reasons.push({
      code: AiReasonCode.titleBannedWord,
      field: 'linkTitle',
      message: `The title may not contain ${banned.map((word) => `"${word}"`).join(', ')}.`,
    });
  return reasons;
}
