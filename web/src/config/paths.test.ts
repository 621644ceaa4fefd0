import { describe, expect, it } from 'vitest';
import { cmsTarget, loginRedirectPath, paths, safeLocalPath } from './paths';

const origin = 'https://app.sponsorspot.example';

describe('paths', () => {
  it.each([
    [paths.marketplace.href(), '/marketplace'],
    [paths.marketplace.href({ q: 'blog side', page: 3 }), '/marketplace?q=blog+side&page=3'],
    [paths.marketplace.href({ q: '  ', page: 1 }), '/marketplace'],
    [paths.order.href(42), '/order/42'],
    [paths.order.href(42, 'performance'), '/order/42/performance'],
    [paths.earn.href(), '/earn'],
    [paths.earn.href('connect'), '/earn/connect'],
    [paths.earn.href('connect', { done: '1', update: undefined }), '/earn/connect?done=1'],
    [paths.register.href('/earn/connect'), '/register?return=%2Fearn%2Fconnect'],
    [
      paths.verification.href({ email: 'a@b.test', returnTo: '/earn/connect' }),
      '/verification?email=a%40b.test&return=%2Fearn%2Fconnect',
    ],
    [paths.account.href('subscription'), '/account/subscription'],
    [paths.publisher.href(), '/publisher'],
    [paths.publisher.href({ spot: 12 }), '/publisher?spot=12'],
    [paths.publisher.href({ range: 90 }), '/publisher?range=90'],
    [
      paths.publisher.href({ spot: 12, from: '2026-01-01', to: '2026-01-31' }),
      '/publisher?spot=12&from=2026-01-01&to=2026-01-31',
    ],
    [paths.login.href('/sponsor?x=1'), '/login?return=%2Fsponsor%3Fx%3D1'],
  ])('%s = %s', (href, expected) => expect(href).toBe(expected));

  it('sends a logged-out visitor to /login with the full path to return to', () => {
    const target = loginRedirectPath({ pathname: '/account/settings', search: '?tab=2&x=%20y', hash: '' });
    expect(target).toBe('/login?return=%2Faccount%2Fsettings%3Ftab%3D2%26x%3D%2520y');
    expect(new URLSearchParams(target.split('?')[1]).get('return')).toBe('/account/settings?tab=2&x=%20y');
  });
});

describe('safeLocalPath', () => {
  it.each<[string | null, string | null]>([
    ['/sponsor/spots?page=2#top', '/sponsor/spots?page=2#top'],
    ['/', '/'],
    [null, null],
    ['', null],
    ['sponsor', null],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    // Dot segments that URL parsing collapses into a protocol-relative '//host' path.
    ['/.//evil.com', null],
    ['/..//evil.com/x', null],
    ['/%2e%2e//evil.com', null],
    ['/%2E//evil.com', null],
    ['/.%2e//evil.com', null],
    ['/a/..//evil.com', null],
    ['/sponsor/../..//evil.com?x=1#y', null],
    // Backslashes, raw or encoded, and encoded slashes at the start.
    ['/\\\\evil.com', null],
    ['/%5Cevil.com', null],
    ['/%5cevil.com', null],
    ['/%2F%2Fevil.com', null],
    ['/%2f/evil.com', null],
    // Tabs and newlines are stripped by URL parsing.
    ['/\t/evil.com', null],
    ['/\n/evil.com', null],
    ['/\r\n/evil.com', null],
    ['/./\t/evil.com', null],
    ['/.\n//evil.com', null],
    // Ordinary paths keep working, normalised.
    ['/sponsor/./spots', '/sponsor/spots'],
    ['/account/profile/../settings?tab=theme', '/account/settings?tab=theme'],
    ['/sponsor//spots', '/sponsor//spots'],
    ['/marketplace?q=%2F%2Fevil.com', '/marketplace?q=%2F%2Fevil.com'],
  ])('%j → %j', (input, expected) => expect(safeLocalPath(input, origin)).toBe(expected));
});

describe('cmsTarget', () => {
  it.each([
    ['https://cms.example', '/cms', '', 'https://cms.example'],
    ['https://cms.example/', '/cms/', '', 'https://cms.example'],
    ['https://cms.example', '/cms/about/team', '?lang=en', 'https://cms.example/about/team?lang=en'],
    ['/content', '/cms/pricing', '', '/content/pricing'],
  ])('%s + %s%s → %s', (cmsUrl, pathname, search, expected) => {
    expect(cmsTarget(cmsUrl, { pathname, search })).toBe(expected);
  });
});
