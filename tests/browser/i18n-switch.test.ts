import { expect } from 'chai';
import { captureConsole, cleanup, clearCookies, vitrina, waitFor } from './helpers';

/**
 * Every element of the kit on one page, each in the state it shows without a server: a language
 * change must reach all of them (storefront-shell.md §1; DESIGN.md "every element follows a change
 * at once, without a reload"). Each element's texts are read from its own language files.
 */
const ELEMENTS: Record<string, string> = {
  'add-to-cart': '<vt-add-to-cart product="101" size="1010"></vt-add-to-cart>',
  'adult-confirmation': '<vt-adult-confirmation></vt-adult-confirmation>',
  'back-to-top': '<vt-back-to-top></vt-back-to-top>',
  'banner-carousel': '<vt-banner-carousel location="home-main"></vt-banner-carousel>',
  cabinet: '<vt-cabinet path="/lk"></vt-cabinet>',
  cart: '<vt-cart></vt-cart>',
  'catalog-menu': '<vt-catalog-menu></vt-catalog-menu>',
  checkout: '<vt-checkout></vt-checkout>',
  'cookie-notice': '<vt-cookie-notice inline></vt-cookie-notice>',
  'favorite-sellers': '<vt-favorite-sellers></vt-favorite-sellers>',
  'favorite-toggle': '<vt-favorite-toggle product="101" size="1010"></vt-favorite-toggle>',
  favorites: '<vt-favorites></vt-favorites>',
  footer: '<vt-footer></vt-footer>',
  header: '<vt-header layout="desktop"></vt-header>',
  'locale-switcher': '<vt-locale-switcher></vt-locale-switcher>',
  notifications: '<vt-notifications></vt-notifications>',
  'offer-popup': '<vt-offer-popup></vt-offer-popup>',
  'product-card': '<vt-product-card nm-id="101"></vt-product-card>',
  'product-grid': '<vt-product-grid source="ids" nms="[]"></vt-product-grid>',
  'product-popup': '<vt-product-popup nm-id="101"></vt-product-popup>',
  search: '<vt-search></vt-search>',
  'seller-follow': '<vt-seller-follow seller-id="5"></vt-seller-follow>',
  'sign-in-popup': '<vt-sign-in-popup></vt-sign-in-popup>',
  wallet: '<vt-wallet skip-checks></vt-wallet>',
};

/** Language files a test breaks: a path (or a folder, ending in /) -> the answer instead of the file. */
const broken = new Map<string, () => Response>();
// The settings switch that shows <vt-seller-follow> (storefront-shell.md §3 enableFavoriteSellers).
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const { pathname } = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  const breaking = broken.get(pathname) ?? [...broken].find(([path]) => path.endsWith('/') && pathname.startsWith(path))?.[1];
  if (breaking) return breaking();
  if (pathname === '/static/settings-front.json.hash') return new Response('i18n-switch');
  if (pathname === '/static/settings-front.json') {
    return new Response(JSON.stringify({ switches: { enableFavoriteSellers: true }, variables: {}, rates: {}, hash: 'i18n-switch' }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return realFetch(input, init);
};

type Texts = { [key: string]: string | Texts };
const flat = (texts: Texts): string[] => Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : flat(value)));

/** The shared parts (widgets/shared/<part>/) an element shows, each with its own texts (namespace). */
const PARTS: Readonly<Record<string, readonly string[]>> = {
  'add-to-cart': ['add-to-cart-button'],
  'favorite-toggle': ['favorite-toggle-button'],
  'product-card': ['product-facts'],
  'product-grid': ['product-facts', 'add-to-cart-button', 'favorite-toggle-button'],
};

async function plainTexts(element: string, language: string): Promise<string[]> {
  const files = [`/widgets/${element}/i18n/${language}.json`, ...(PARTS[element] ?? []).map((part) => `/widgets/shared/${part}/i18n/${language}.json`)];
  const texts = await Promise.all(files.map(async (file) => flat((await (await fetch(file)).json()) as Texts)));
  return texts.flat().filter((text) => !text.includes('{{'));
}

/** What a shopper reads or hears from an element: its text and its labels, through nested shadow roots. */
function surface(root: ShadowRoot | Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (node instanceof Element) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
        const value = node.getAttribute(name);
        if (value) parts.push(value);
      }
      if (node.shadowRoot && !node.localName.startsWith('vt-')) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return parts.join('\n');
}

describe('a language change re-renders every element (storefront-shell.md §1)', () => {
  beforeEach(async () => {
    clearCookies();
    localStorage.clear();
    sessionStorage.clear();
    await vitrina.configure({ locale: 'ru', language: 'ru', currency: 'RUB' });
  });
  afterEach(() => {
    cleanup();
    broken.clear();
  });

  it('every element shows its ru texts, then its en texts once the language is en, with none of the ru ones left', async function () {
    this.timeout(60_000);
    const container = document.createElement('div');
    container.className = 'fixture';
    container.innerHTML = Object.values(ELEMENTS).join('\n');
    document.body.append(container);
    const tags = Object.keys(ELEMENTS).map((name) => `vt-${name}`);
    await Promise.all(tags.map((tag) => vitrina.whenDefined(tag)));
    // The catalog menu shows its texts once the header's burger opens it.
    document.dispatchEvent(new CustomEvent('vt-menu-toggle', { detail: { open: true }, bubbles: true, composed: true }));
    const texts = Object.fromEntries(
      await Promise.all(Object.keys(ELEMENTS).map(async (name) => [name, { ru: await plainTexts(name, 'ru'), en: await plainTexts(name, 'en') }] as const)),
    );
    const element = (name: string) => container.querySelector(`vt-${name}`)!;
    const shown = (name: string, language: 'ru' | 'en') => {
      const text = surface(element(name).shadowRoot!);
      return texts[name]![language].filter((candidate) => text.includes(candidate));
    };
    // Every element on screen in ru first (named when one never shows its texts).
    const silent = () => Object.keys(ELEMENTS).filter((name) => shown(name, 'ru').length === 0);
    await waitFor(() => silent().length === 0).catch(() => undefined);
    expect(silent()).to.deep.equal([]);

    await vitrina.configure({ language: 'en' });
    for (const name of Object.keys(ELEMENTS)) {
      const english = new Set(texts[name]!.en);
      const left = () => shown(name, 'ru').filter((text) => !english.has(text));
      await waitFor(() => shown(name, 'en').length > 0 && left().length === 0).catch(() => undefined);
      expect({ element: name, english: shown(name, 'en').length > 0, left: left() }).to.deep.equal({ element: name, english: true, left: [] });
    }
  });

  it('bad input: a missing file and a malformed one leave their elements in ru, with one clear warning; the others follow', async () => {
    broken.set('/dist/locales/kk/cookie-notice.json', () => new Response('{"cookieNotice": {', { headers: { 'Content-Type': 'application/json' } }));
    broken.set('/dist/locales/kk/footer.json', () => new Response('not found', { status: 404 }));
    const container = document.createElement('div');
    container.className = 'fixture';
    container.innerHTML = `${ELEMENTS['cookie-notice']}${ELEMENTS.footer}${ELEMENTS['back-to-top']}`;
    document.body.append(container);
    await Promise.all(['vt-cookie-notice', 'vt-footer', 'vt-back-to-top'].map((tag) => vitrina.whenDefined(tag)));
    const text = (tag: string) => surface(container.querySelector(tag)!.shadowRoot!);
    await waitFor(() => text('vt-cookie-notice').includes('Принять') && text('vt-footer').includes('Покупателям') && text('vt-back-to-top').includes('Наверх'));
    const { warnings } = await captureConsole(() => vitrina.configure({ language: 'kk' }));
    await waitFor(() => text('vt-back-to-top').includes('Жоғары'));
    expect(text('vt-cookie-notice')).to.contain('Принять');
    expect(text('vt-footer')).to.contain('Покупателям');
    const aboutTexts = warnings.filter((line) => line.includes('texts could not be loaded'));
    expect(aboutTexts).to.have.length(1);
    expect(aboutTexts[0]).to.match(/"kk".*cookie-notice: .*is not JSON.*footer: .*answered 404.*the Russian texts are shown/);
  });

  it('bad input: when no file of the language can be had, the default (ru) stays the language', async () => {
    broken.set('/dist/locales/uz/', () => new Response('unavailable', { status: 503 }));
    const container = document.createElement('div');
    container.className = 'fixture';
    container.innerHTML = `${ELEMENTS['cookie-notice']}${ELEMENTS['locale-switcher']}`;
    document.body.append(container);
    await Promise.all(['vt-cookie-notice', 'vt-locale-switcher'].map((tag) => vitrina.whenDefined(tag)));
    const text = (tag: string) => surface(container.querySelector(tag)!.shadowRoot!);
    await waitFor(() => text('vt-cookie-notice').includes('Принять') && /RU\s*·\s*RUB/.test(text('vt-locale-switcher')));
    const { warnings } = await captureConsole(() => vitrina.configure({ language: 'uz' }));
    const aboutTexts = warnings.filter((line) => line.includes('texts could not be loaded'));
    expect(aboutTexts).to.have.length(1);
    expect(aboutTexts[0]).to.contain('answered 503');
    expect(text('vt-cookie-notice')).to.contain('Принять');
    expect(text('vt-locale-switcher')).to.match(/RU\s*·\s*RUB/);
  });
});
