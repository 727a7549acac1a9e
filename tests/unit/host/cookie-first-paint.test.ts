import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutAnsweredCookieNotice } from '../../../demo/server/routes/kit';
import { cookiePolicyPath } from '../../../core/consent/policy-path';
import { dropCookieFirstPaintInOtherLanguage } from '../../../host/cookie-first-paint';
import ru from '../../../widgets/cookie-notice/i18n/ru.json';

const INDEX_HTML = readFileSync('host/index.html', 'utf8');

function firstPaintOf(html: string): HTMLElement | null {
  // The element alone (parsing the whole page would make happy-dom fetch its stylesheet).
  const template = document.createElement('template');
  template.innerHTML = html.match(/<vt-cookie-notice>[\s\S]*?<\/vt-cookie-notice>/)?.[0] ?? '';
  return template.content.querySelector<HTMLElement>('vt-cookie-notice > [data-first-paint]');
}

describe('host page: the cookie notice\'s first paint (storefront-shell.md §4 "Cookie notice")', () => {
  it('says what the element says in the page\'s language, with its policy link and label', () => {
    const firstPaint = firstPaintOf(INDEX_HTML)!;
    expect(firstPaint.lang).toBe('ru');
    expect(firstPaint.getAttribute('aria-label')).toBe(ru.cookieNotice.label);
    expect(firstPaint.querySelector('p')!.textContent!.replace(/\s+/g, ' ').trim()).toBe(`${ru.cookieNotice.text} ${ru.cookieNotice.policyLink}`);
    expect(firstPaint.querySelector('a')!.getAttribute('href')).toBe(cookiePolicyPath('ru'));
    // The buttons' room only: they work once the element has upgraded.
    expect(firstPaint.querySelector('[aria-hidden="true"]')!.textContent).toBe(`${ru.cookieNotice.decline}${ru.cookieNotice.accept}`);
    expect(firstPaint.querySelector('button')).toBeNull();
  });

  it('the server leaves it out once the request says the shopper answered, and only then', () => {
    expect(firstPaintOf(withoutAnsweredCookieNotice(INDEX_HTML, undefined))).not.toBeNull();
    expect(firstPaintOf(withoutAnsweredCookieNotice(INDEX_HTML, 'other=1'))).not.toBeNull();
    for (const cookie of ['vt_cookie_consent=accepted', 'a=b; vt_cookie_consent=declined']) {
      const html = withoutAnsweredCookieNotice(INDEX_HTML, cookie);
      expect(firstPaintOf(html)).toBeNull();
      expect(html).toContain('<vt-cookie-notice></vt-cookie-notice>');
      expect(html.replace(/<vt-cookie-notice>[\s\S]*?<\/vt-cookie-notice>/, '')).toBe(INDEX_HTML.replace(/<vt-cookie-notice>[\s\S]*?<\/vt-cookie-notice>/, ''));
    }
  });

  it('a shopper who chose another language waits for the element\'s own notice', () => {
    for (const [language, kept] of [[undefined, true], ['ru', true], ['en', false], ['kk', false]] as const) {
      document.body.innerHTML = '<vt-cookie-notice><section lang="ru" data-first-paint>…</section></vt-cookie-notice>';
      dropCookieFirstPaintInOtherLanguage(document, language);
      expect(document.querySelector('[data-first-paint]') !== null, String(language)).toBe(kept);
    }
  });
});
