import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutAnsweredCookieNotice } from '../../../demo/server/routes/kit';
import { withProductFirstPaint } from '../../../demo/server/routes/product-first-paint';
import { cookiePolicyPath } from '../../../core/domain/settings/consent/policy-path';
import { dropFirstPaintInOtherLanguage } from '../../../host/first-paint-language';
import { languageCookie, languageInCookieHeader } from '../../../contracts/language-cookie';
import ru from '../../../widgets/cookie-notice/i18n/ru.json';

const INDEX_HTML = readFileSync('host/index.html', 'utf8');

function firstPaintOf(html: string): HTMLElement | null {
  // The element alone (parsing the whole page would make happy-dom fetch its stylesheet).
  const template = document.createElement('template');
  template.innerHTML = html.match(/<vt-cookie-notice>[\s\S]*?<\/vt-cookie-notice>/)?.[0] ?? '';
  return template.content.querySelector<HTMLElement>('vt-cookie-notice > [data-first-paint]');
}

describe('host page: the cookie notice\'s first paint (storefront-shell.md §4 "Cookie notice")', () => {
  it("says what the element says in the page's language, with its policy link and label", () => {
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

  it("a shopper who chose another language waits for the elements' own texts (the notice, a product's title)", () => {
    for (const [language, kept] of [
      [undefined, 2],
      ['ru', 2],
      ['en', 0],
      ['kk', 0],
    ] as const) {
      document.body.innerHTML =
        '<vt-cookie-notice><section lang="ru" data-first-paint>…</section></vt-cookie-notice>' +
        '<div id="route-preview"><div lang="ru" data-first-paint><h1>Платье</h1></div></div>';
      dropFirstPaintInOtherLanguage(document, language);
      expect(document.querySelectorAll('[data-first-paint]').length, String(language)).toBe(kept);
    }
  });

  it('a language chosen before is remembered for the server in a one-year cookie (routing-wallet §9 31536000 s)', () => {
    localStorage.setItem('vitrina:language', 'kk');
    document.cookie = 'vt_lang=; Max-Age=0; Path=/';
    dropFirstPaintInOtherLanguage(document);
    expect(languageInCookieHeader(document.cookie)).toBe('kk');
    expect(languageCookie('kk', false)).toBe('vt_lang=kk; Max-Age=31536000; Path=/; SameSite=Lax');
    localStorage.removeItem('vitrina:language');
    document.cookie = 'vt_lang=; Max-Age=0; Path=/';
  });
});

describe("host page: a product page's first paint from the server (issue 10 LCP)", () => {
  const product = ({ name = 'Платье <b>"миди"</b>' }: { name?: string } = {}) => ({ nmId: 21731834, name: { ru: name } });
  const data = (record: ReturnType<typeof product>) => ({ productById: new Map([[record.nmId, record]]) }) as never;
  const previewOf = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html.match(/<div id="route-preview"[\s\S]*?<div class="route-view"/)?.[0].replace(/<div class="route-view"$/, '') ?? '';
    return template.content.querySelector('#route-preview')!;
  };

  it("the route preview holds the escaped title in the page's language, instead of the generic blocks", () => {
    const preview = previewOf(withProductFirstPaint(INDEX_HTML, '/catalog/21731834/detail.aspx', data(product())));
    const firstPaint = preview.querySelector<HTMLElement>(':scope > [data-first-paint]')!;
    expect(firstPaint.lang).toBe('ru');
    expect(firstPaint.querySelector('h1')!.textContent).toBe('Платье <b>"миди"</b>'); // text, not markup
    expect(firstPaint.querySelector('b')).toBeNull();
    expect(firstPaint.querySelector('img')).toBeNull(); // the page brings the picture (see the module's note)
    expect(preview.querySelector('.preview')).toBeNull();
  });

  it("in the language of the kit's language cookie (en, kk), with that lang; Russian without one", () => {
    const named = { nmId: 21731834, name: { ru: 'Платье миди', en: 'Midi dress', kk: 'Миди көйлек' } };
    for (const [cookie, lang, title] of [
      ['vt_lang=en', 'en', 'Midi dress'],
      ['a=1; vt_lang=kk', 'kk', 'Миди көйлек'],
      ['vt_lang=xx', 'ru', 'Платье миди'],
      [undefined, 'ru', 'Платье миди'],
    ] as const) {
      const html = withProductFirstPaint(INDEX_HTML, '/catalog/21731834/detail.aspx', data(named as never), languageInCookieHeader(cookie));
      const firstPaint = previewOf(html).querySelector<HTMLElement>(':scope > [data-first-paint]')!;
      expect(firstPaint.lang, String(cookie)).toBe(lang);
      expect(firstPaint.querySelector('h1')!.textContent).toBe(title);
    }
  });

  it('nothing for a nameless or unknown product or another page', () => {
    expect(withProductFirstPaint(INDEX_HTML, '/catalog/21731834/detail.aspx', data(product({ name: '  ' })))).toBe(INDEX_HTML);
    expect(withProductFirstPaint(INDEX_HTML, '/catalog/5/detail.aspx', data(product()))).toBe(INDEX_HTML);
    expect(withProductFirstPaint(INDEX_HTML, '/catalog/zhenshchinam', data(product()))).toBe(INDEX_HTML);
  });
});

describe("host renderer: the server's first paint is the preview of its own page only", () => {
  it('kept instead of the preview template for the page it was served for; gone when another page asks first', async () => {
    const { createShellRenderer } = await import('../../../host/renderer');
    const route = (await import('../../../contracts/pages/table')).ROUTES[0]!;
    document.body.innerHTML = '<main id="app"><div id="route-preview"><div data-first-paint lang="ru"><h1>Платье</h1></div></div></main>';
    const preview = document.getElementById('route-preview')!;
    const elements = { containers: [], preview, shell: [], critical: document.createElement('section'), outlet: document.getElementById('app')! };
    const renderer = createShellRenderer(document, elements, () => 'ru');
    const here = new URL(location.pathname, location.href);
    renderer.routeSet(route, here);
    renderer.preview('<div class="preview"></div>');
    expect(preview.querySelector('[data-first-paint] h1')?.textContent).toBe('Платье');
    renderer.routeSet(route, new URL('/another/page', location.href));
    renderer.preview('<div class="preview"></div>');
    expect(preview.querySelector('[data-first-paint]')).toBeNull();
    expect(preview.querySelector('.preview')).not.toBeNull();
  });
});
