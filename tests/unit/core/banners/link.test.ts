import { describe, expect, it } from 'vitest';
import { bannerLinkAttrs } from '../../../../core/domain/banners/link';
import { DEFAULT_BANNER_TARGET, bannerTarget } from '../../../../contracts/banners/link';
import { safeBannerHref, safeHref } from '../../../../contracts/banners/safe-href';

const PAGE = 'https://shop.example';

// Every way of writing javascript:, data: and vbscript: that a browser would still run.
const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u001fjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'jav\u0009ascript:alert(1)',
  'javascript:/*https://shop.example*/alert(1)',
  'javascript://shop.example/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:text/html,x',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://shop.example/123',
  'about:blank',
  'mailto:a@b.c',
  'ftp://files.example/x',
  'https://shop.example@evil.example/',
  'https://user:pass@shop.example/',
  'http://',
  'https://',
  '',
  '   ',
];

describe('core/banners/safe-href (shell §5 Navigation: javascript: and invalid addresses refused)', () => {
  it.each(UNSAFE)('refuses %j', (href) => {
    expect(safeBannerHref(href, PAGE)).toBeNull();
  });

  it('refuses values that are not text', () => {
    for (const value of [null, undefined, 42, {}, ['https://a.b']]) expect(safeHref(value, PAGE)).toBeNull();
  });

  it.each([
    ['https://shop.example/promotions', 'https://shop.example/promotions'],
    ['/promotions/trend?x=1', 'https://shop.example/promotions/trend?x=1'],
    ['promotions', 'https://shop.example/promotions'],
    ['  https://partner.example/a b  ', 'https://partner.example/a%20b'],
    ['//cdn.example.net/x', 'https://cdn.example.net/x'],
    ['http://shop.example/x', 'http://shop.example/x'],
    // Encoded or entity forms are only text in a path here: they can never run.
    ['javascript%3Aalert(1)', 'https://shop.example/javascript%3Aalert(1)'],
    ['&#106;avascript:alert(1)', 'https://shop.example/&#106;avascript:alert(1)'],
  ])('accepts %j as %s', (href, expected) => {
    expect(safeBannerHref(href, PAGE)).toBe(expected);
  });

  it('an absolute address still works with an unusable page origin ("null"); a relative one does not', () => {
    expect(safeHref('https://shop.example/x', 'null')).toBe('https://shop.example/x');
    expect(safeHref('/x', 'null')).toBeNull();
    expect(safeHref('/x')).toBeNull();
  });
});

describe('core/banners/link (shell §3 Banner target, noFollow, noIndex)', () => {
  const banner = { href: '/promo', target: '_blank' as const, noFollow: false, noIndex: false };

  it('§3 target defaults to _blank; a named or odd target becomes _blank', () => {
    expect(DEFAULT_BANNER_TARGET).toBe('_blank');
    expect(bannerTarget(undefined)).toBe('_blank');
    expect(bannerTarget('promo-window')).toBe('_blank');
    expect(bannerTarget(7)).toBe('_blank');
    expect(bannerTarget('_SELF')).toBe('_self');
    expect(bannerTarget(' _top ')).toBe('_top');
  });

  it('a new-tab link gets rel=noopener; noFollow adds nofollow', () => {
    expect(bannerLinkAttrs(banner, 'https://shop.example')).toEqual({ href: 'https://shop.example/promo', target: '_blank', rel: 'noopener', noIndex: false });
    expect(bannerLinkAttrs({ ...banner, noFollow: true }, 'https://shop.example')?.rel).toBe('nofollow noopener');
    expect(bannerLinkAttrs({ ...banner, target: '_self', noFollow: true }, 'https://shop.example')?.rel).toBe('nofollow');
    expect(bannerLinkAttrs({ ...banner, target: '_self' }, 'https://shop.example')).not.toHaveProperty('rel');
  });

  it('noIndex adds no rel value: it is carried as a flag (data-noindex)', () => {
    const attrs = bannerLinkAttrs({ ...banner, noIndex: true }, 'https://shop.example');
    expect(attrs?.noIndex).toBe(true);
    expect(attrs?.rel).toBe('noopener');
  });

  it('a banner with an unsafe or missing href is not a link', () => {
    expect(bannerLinkAttrs({ ...banner, href: 'javascript:alert(1)' }, 'https://shop.example')).toBeNull();
    expect(bannerLinkAttrs({ ...banner, href: undefined }, 'https://shop.example')).toBeNull();
  });
});
