import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { addEachToCart, buyableSizes, demoToken, signInBeforeLoad } from './shop-page';
import { onHost } from './country';
import { revealFooter } from './footer';

/**
 * The storefront in each country, reached as the real marketplace is: by the country's host
 * (DESIGN.md "Countries, languages, currencies"; `*.localhost` is loopback in Chromium).
 * storefront-routing-wallet.md §9 "Currencies by locale", "Languages"; §5 the wallet-only locales.
 */

interface Country {
  locale: string;
  /** The home currency and how its prices end. */
  home: string;
  sign: string;
  /** The languages offered, by their own names. */
  languages: string[];
  currencies: number;
  /** The currency a shopper switches to, and how its prices end; null where the country offers one currency. */
  switchTo: { code: string; sign: string } | null;
}

const RUB = { code: 'RUB', sign: '₽' };
const COUNTRIES: Country[] = [
  { locale: 'ru', home: 'RUB', sign: '₽', languages: ['Русский', 'English'], currencies: 7, switchTo: { code: 'KZT', sign: '₸' } },
  { locale: 'kz', home: 'KZT', sign: '₸', languages: ['Русский', 'Қазақша'], currencies: 7, switchTo: RUB },
  { locale: 'by', home: 'BYN', sign: 'р.', languages: ['Русский', 'English'], currencies: 7, switchTo: RUB },
  { locale: 'ge', home: 'GEL', sign: '₾', languages: ['Русский', 'ქართული'], currencies: 1, switchTo: null },
  { locale: 'uz', home: 'UZS', sign: 'сум', languages: ['Русский', 'Oʻzbekcha'], currencies: 7, switchTo: RUB },
  { locale: 'global', home: 'USD', sign: '$', languages: ['Русский', 'Қазақша'], currencies: 8, switchTo: RUB },
];

/** A price in this currency: digits, a space (no-break or thin), the sign. */
const priced = (sign: string) => new RegExp(`\\d[\\s\\u00a0\\u202f]${sign.replace(/[.$]/g, '\\$&')}`);

const switcher = (page: Page) => page.locator('vt-locale-switcher');

async function chooseCurrency(page: Page, code: string): Promise<void> {
  await switcher(page)
    .getByRole('button', { name: /Язык и валюта/ })
    .click();
  await switcher(page)
    .getByRole('radio', { name: new RegExp(`^${code}\\b`) })
    .check();
  await switcher(page).getByRole('button', { name: 'Закрыть' }).click();
}

/** Marks the window: a reload would lose the mark. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { countriesMark?: number }).countriesMark = 1));
}
async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { countriesMark?: number }).countriesMark)).toBe(1);
}

/** Asserts `where` shows prices in `from`, switches to `to`, and asserts it shows `to` (and no `from`) without a reload. */
async function expectRepriced(page: Page, where: Locator, from: { code: string; sign: string }, to: { code: string; sign: string }): Promise<void> {
  await expect(where).toContainText(priced(from.sign));
  await markWindow(page);
  await chooseCurrency(page, to.code);
  await expect(where).toContainText(priced(to.sign));
  await expect(where).not.toContainText(priced(from.sign));
  await expectNoReload(page);
}

/** Same-origin links of the footer (revealed before) and the header's account menu (its panel is in the DOM while closed). */
async function menuLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const footer = document.querySelector('vt-footer')?.shadowRoot;
    const header = document.querySelector('vt-header')?.shadowRoot;
    const anchors = [...(footer?.querySelectorAll('a[href]') ?? []), ...(header?.querySelectorAll('[part~="account-menu"] a[href]') ?? [])];
    return anchors.map((a) => (a as HTMLAnchorElement).href).filter((href) => new URL(href).origin === location.origin);
  });
}

type RouterHandle = { vitrinaRouter: { navigate(url: string): Promise<string> } };

test.describe('countries as hosts', () => {
  for (const country of COUNTRIES) {
    test(`${country.locale}: ${country.home} is the default currency and the languages are ${country.languages.join(' and ')} (routing-wallet §9)`, async ({
      page,
      baseUrl,
    }) => {
      const origin = onHost(baseUrl, `${country.locale}.localhost`);
      await page.goto(`${origin}/`);
      const toggle = switcher(page).getByRole('button', { name: /Язык и валюта/ });
      await expect(toggle).toHaveText(new RegExp(`RU · ${country.home}$`));
      await toggle.click();
      const languages = switcher(page).getByRole('group', { name: 'Язык', exact: true }).getByRole('radio');
      await expect(languages).toHaveCount(country.languages.length);
      for (const name of country.languages) await expect(switcher(page).getByRole('radio', { name, exact: true })).toBeVisible();
      await expect(switcher(page).getByRole('radio', { name: /^[A-Z]{3}\b/ })).toHaveCount(country.currencies);
      await expect(switcher(page).getByRole('radio', { name: new RegExp(`^${country.home}\\b`) })).toBeChecked();
    });

    if (country.switchTo) {
      const home = { code: country.home, sign: country.sign };
      const other = country.switchTo;
      test(`${country.locale}: a currency switch reprices the listing, the home shelf, the product page and the basket without a reload`, async ({
        page,
        baseUrl,
      }) => {
        test.setTimeout(120_000);
        const origin = onHost(baseUrl, `${country.locale}.localhost`);
        const [size] = buyableSizes().slice(7, 8);
        await addEachToCart(page, origin, [size!]);

        await page.goto(`${origin}/`);
        await expectRepriced(page, page.locator('.page--home vt-product-card').first(), home, other);

        await page.goto(`${origin}/catalog/0/search.aspx?search=${encodeURIComponent(size!.name)}`);
        await expectRepriced(page, page.locator('vt-product-grid'), other, home);

        await page.goto(`${origin}/catalog/${size!.nmId}/detail.aspx`);
        await expectRepriced(page, page.locator('.page vt-product-card').first(), home, other);

        await page.goto(`${origin}/lk/basket`);
        await expectRepriced(page, page.locator('vt-cart'), other, home);
      });
    }

    test(`${country.locale}: no footer or account-menu link on home and the account page leads to a 404`, async ({ page, baseUrl, request }) => {
      test.setTimeout(180_000);
      const origin = onHost(baseUrl, `${country.locale}.localhost`);
      // The account menu offers the wallet by shell §4's rule: ge needs a non-zero GEL balance (the "ge"
      // demo shopper has one), global a currency other than USD (the shopper picked roubles).
      await signInBeforeLoad(page, await demoToken(request, baseUrl, country.locale === 'ge' ? 'ge' : 'regular'));
      if (country.locale === 'global') await page.addInitScript(() => localStorage.setItem('vitrina:currency', 'RUB'));
      await page.goto(`${origin}/`);
      await revealFooter(page);
      const links = new Set<string>();
      // The account page: /lk on ru; in a wallet-only country (routing-wallet §5) the wallet the account menu
      // offers once the balance has come (the menu is asked again until it shows it).
      let account: string | undefined;
      await expect
        .poll(async () => {
          for (const href of await menuLinks(page)) links.add(href);
          account = country.locale === 'ru' ? `${origin}/lk` : [...links].find((href) => new URL(href).pathname.startsWith('/lk/'));
          return account;
        }, 'the account menu offers an account page to crawl')
        .toBeTruthy();
      await page.goto(account!);
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toHaveCount(0);
      await revealFooter(page);
      for (const href of await menuLinks(page)) links.add(href);
      // Sign-out is a server page that ends the session: the crawl leaves it.
      const crawl = [...links].filter((href) => new URL(href).pathname !== '/security/exit');
      // ge hides every service page of the footer but its cookie policy (routing-wallet §2.5).
      expect(crawl.length).toBeGreaterThan(0);
      const results = await page.evaluate(async (hrefs) => {
        const router = (window as unknown as RouterHandle).vitrinaRouter;
        const out: Array<[string, string, string]> = [];
        for (const href of hrefs) {
          const result = await router.navigate(href);
          out.push([href, result, document.querySelector('main h1')?.textContent ?? '']);
        }
        return out;
      }, crawl);
      for (const [href, result, heading] of results) {
        expect.soft(result, `${href} (${heading})`).not.toBe('not-found');
        expect.soft(heading, href).not.toBe('Страница не найдена');
      }
    });
  }

  test('routing-wallet §5: before the service map has given the country, the account menu on global offers no Russian account page', async ({
    page,
    baseUrl,
    request,
  }) => {
    await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
    await page.addInitScript(() => localStorage.setItem('vitrina:currency', 'RUB'));
    // The map is held until the header has shown its menu, so the early state is seen on any machine.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/config/services.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${onHost(baseUrl, 'global.localhost')}/`, { waitUntil: 'commit' });
    const paths = () => menuLinks(page).then((hrefs) => hrefs.map((href) => new URL(href).pathname));
    await expect.poll(paths, 'the header shows its account menu before the country is known').toContain('/security/exit');
    expect(await paths()).not.toEqual(expect.arrayContaining(['/lk']));
    expect(await paths()).not.toContain('/lk/refund');
    release();
    await expect.poll(paths, 'the wallet-only menu once global is known').toEqual(['/lk/mywallet/purchases', '/security/exit']);
  });

  test('bad input: a host name in no table is ru', async ({ page, baseUrl }) => {
    await page.goto(`${onHost(baseUrl, 'atlantis.localhost')}/`);
    await expect(switcher(page).getByRole('button', { name: /Язык и валюта/ })).toHaveText(/RU · RUB$/);
    await revealFooter(page);
    await expect(page.locator('vt-footer').getByRole('link', { name: 'Россия' })).toHaveAttribute('aria-current', 'true');
  });

  test('bad input: a currency the country does not offer is refused for its home currency (routing-wallet §9 ge: only GEL)', async ({ page, baseUrl }) => {
    const origin = onHost(baseUrl, 'ge.localhost');
    await page.addInitScript(() => localStorage.setItem('vitrina:currency', 'RUB'));
    await page.goto(`${origin}/`);
    await expect(switcher(page).getByRole('button', { name: /Язык и валюта/ })).toHaveText(/RU · GEL$/);
    await expect(page.locator('.page--home vt-product-card').first()).toContainText(priced('₾'));
  });

  test('the footer country chooser goes to the same page on the other country host', async ({ page, baseUrl }) => {
    await page.goto(`${onHost(baseUrl, 'kz.localhost')}/services/o-nas`);
    await revealFooter(page);
    const chooser = page.locator('vt-footer').getByRole('navigation', { name: 'Страна' });
    await expect(chooser.getByRole('link', { name: 'Казахстан' })).toHaveAttribute('aria-current', 'true');
    await chooser.getByRole('link', { name: 'Беларусь' }).click();
    await expect(page).toHaveURL(`${onHost(baseUrl, 'by.localhost')}/services/o-nas`);
    await expect(switcher(page).getByRole('button', { name: /Язык и валюта/ })).toHaveText(/RU · BYN$/);
    // ge hides the about-company pages (routing-wallet §2.5): its footer has no "О нас".
    await page.goto(`${onHost(baseUrl, 'ge.localhost')}/`);
    await revealFooter(page);
    await expect(page.locator('vt-footer').getByRole('link', { name: 'Грузия' })).toBeVisible();
    await expect(page.locator('vt-footer').getByRole('link', { name: 'О нас' })).toHaveCount(0);
  });

  test('<html lang>, the title and the meta description follow the language without a reload', async ({ page, baseUrl }) => {
    await page.goto(`${onHost(baseUrl, 'ru.localhost')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle('Vitrina — интернет-магазин');
    await markWindow(page);
    await switcher(page)
      .getByRole('button', { name: /Язык и валюта/ })
      .click();
    await switcher(page).getByRole('radio', { name: 'English' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('Vitrina — online shop');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'A demo marketplace storefront.');
    // The page's route data came again, in English.
    await expect(page.getByRole('heading', { level: 2, name: 'Popular' })).toBeVisible();
    await expectNoReload(page);
  });
});
