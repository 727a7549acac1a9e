import { describe, expect, it } from 'vitest';
import { parseSafeUrl } from '../../../../contracts/safe-url';
import { DEFAULT_RETURN_URL, classifyNavigation, sameHostReturnUrl } from '../../../../core/domain/links/navigation';

const HERE = 'https://shop.example/catalog/1/detail.aspx';
const everyRouteKnown = () => true;
const known = (pathname: string) => ['/', '/lk', '/lk/basket', '/catalog/1/lk'].includes(pathname);

/** Addresses that must be refused whatever the route table says (storefront-shell.md §5 "Navigation"). */
const UNSAFE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  ' javascript:alert(1)',
  '\t\n javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001Fjavascript:alert(1)',
  'javascript://shop.example/%0Aalert(1)',
  `javascript:${'a'.repeat(200_000)}`,
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VbScript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://shop.example/1f0e',
  'about:blank',
  `${'a'.repeat(100_000)}:x`,
];

/** Addresses the URL parser cannot read at all (§5 "invalid addresses are refused"). */
const INVALID = ['http://[::1', 'https://', 'http://exa mple.com', 'https://shop.example:99999/'];

/** Safe addresses on another host (or scheme, or port): never in-app, a full page load. */
const OTHER_HOST = [
  '//evil.example',
  '//evil.example/lk',
  'https://good@evil.example',
  'https://shop.example@evil.example/lk',
  '/\\evil.example',
  '\\\\evil.example',
  'https:\\\\evil.example',
  '\\/evil.example',
  'https://evil.example/lk',
  'https://shop.example.evil.net/lk',
  'http://shop.example/lk',
  'https://shop.example:8443/lk',
  `https://evil.example/${'a'.repeat(100_000)}`,
];

describe('parseSafeUrl (storefront-shell.md §5 "Navigation")', () => {
  it.each(UNSAFE.map((raw) => [JSON.stringify(raw).slice(0, 60), raw]))('refuses %s', (_label, raw) => {
    expect(parseSafeUrl(raw, HERE)).toEqual({ ok: false, reason: 'unsafe-protocol' });
  });

  it.each(INVALID)('refuses the invalid address %s', (raw) => {
    expect(parseSafeUrl(raw, HERE)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses what is not a string, and an invalid base', () => {
    for (const raw of [null, undefined, 42, {}, ['javascript:alert(1)']]) {
      expect(parseSafeUrl(raw, HERE)).toEqual({ ok: false, reason: 'not-a-string' });
    }
    expect(parseSafeUrl('/lk', 'not a base')).toEqual({ ok: false, reason: 'invalid' });
  });

  it("'%20javascript:' is a relative path, not a javascript: URL (what the URL parser really does)", () => {
    const result = parseSafeUrl('%20javascript:alert(1)', HERE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.url.protocol).toBe('https:');
    expect(result.url.host).toBe('shop.example');
    expect(result.url.pathname).toBe('/catalog/1/%20javascript:alert(1)');
  });

  it('HTML entities are not decoded: "jav&#x09;ascript:" is a relative path too', () => {
    const result = parseSafeUrl('jav&#x09;ascript:alert(1)', HERE);
    expect(result.ok && result.url.href).toBe('https://shop.example/catalog/1/jav&#x09;ascript:alert(1)');
  });

  it('a no-break space before javascript: is percent-encoded into a path, not stripped', () => {
    const result = parseSafeUrl('\u00A0javascript:alert(1)', HERE);
    expect(result.ok && result.url.pathname).toBe('/catalog/1/%C2%A0javascript:alert(1)');
  });

  it('accepts http(s), mailto: and tel:', () => {
    for (const raw of ['/lk', 'https://x.example/', 'http://x.example/', 'mailto:help@shop.example', 'tel:+70000000000']) {
      expect(parseSafeUrl(raw, HERE).ok).toBe(true);
    }
  });
});

describe('classifyNavigation (storefront-shell.md §2 "Navigation rules", §5)', () => {
  it.each(UNSAFE.concat(INVALID).map((raw) => [JSON.stringify(raw).slice(0, 60), raw]))('refuses %s even when every route is known', (_label, raw) => {
    expect(classifyNavigation(raw, HERE, everyRouteKnown)).toBe('refused');
  });

  it.each(OTHER_HOST.map((raw) => [JSON.stringify(raw).slice(0, 60), raw]))('other-host %s is a full page load, never in-app', (_label, raw) => {
    expect(classifyNavigation(raw, HERE, everyRouteKnown)).toBe('full-load');
  });

  it('same-host addresses of a known route navigate in-app', () => {
    expect(classifyNavigation('/lk', HERE, known)).toBe('in-app');
    expect(classifyNavigation('/lk/basket?x=1#top', HERE, known)).toBe('in-app');
    expect(classifyNavigation('https://shop.example/lk', HERE, known)).toBe('in-app');
    expect(classifyNavigation('lk', HERE, known)).toBe('in-app'); // relative to /catalog/1/
    expect(classifyNavigation('/' + 'lk', { href: HERE }, known)).toBe('in-app');
    expect(classifyNavigation(new URL('/lk', HERE).href, new URL(HERE).href, known)).toBe('in-app');
  });

  it('unknown same-host paths are a full page load', () => {
    expect(classifyNavigation('/unknown/page', HERE, known)).toBe('full-load');
    expect(classifyNavigation('%20javascript:alert(1)', HERE, known)).toBe('full-load');
    expect(classifyNavigation(`/${'a'.repeat(200_000)}`, HERE, known)).toBe('full-load');
  });

  it('listed special hosts and mailto:/tel: are full page loads', () => {
    const here = 'https://digital.shop.example/lk';
    expect(classifyNavigation('/lk', here, everyRouteKnown, { fullLoadHosts: ['digital.shop.example'] })).toBe('full-load');
    expect(classifyNavigation('mailto:help@shop.example', HERE, everyRouteKnown)).toBe('full-load');
    expect(classifyNavigation('tel:+70000000000', HERE, everyRouteKnown)).toBe('full-load');
  });

  it('a route table that throws gives a full page load, not an exception', () => {
    const broken = () => {
      throw new Error('route table not loaded');
    };
    expect(classifyNavigation('/lk', HERE, broken)).toBe('full-load');
  });
});

describe('sameHostReturnUrl (storefront-routing-wallet.md §2.4)', () => {
  it('keeps a same-host returnUrl as a path with query and hash', () => {
    expect(sameHostReturnUrl('/lk/basket', HERE)).toBe('/lk/basket');
    expect(sameHostReturnUrl('https://shop.example/lk/myorders/delivery?x=1#h', HERE)).toBe('/lk/myorders/delivery?x=1#h');
  });

  it(`falls back to ${DEFAULT_RETURN_URL} when absent, foreign or unsafe`, () => {
    expect(DEFAULT_RETURN_URL).toBe('/lk');
    for (const raw of [null, undefined, '', '   ', 42, ...UNSAFE, ...INVALID, ...OTHER_HOST]) {
      expect(sameHostReturnUrl(raw, HERE)).toBe('/lk');
    }
  });

  it('never answers a protocol-relative address', () => {
    expect(sameHostReturnUrl('https://shop.example//evil.example/x', HERE)).toBe('/evil.example/x');
    expect(sameHostReturnUrl('/%2F%2Fevil.example', HERE)).toBe('/%2F%2Fevil.example');
  });
});
