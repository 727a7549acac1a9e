import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openInCountry } from './country';
import { CONSENT_COOKIE } from '../../contracts/consent';

/**
 * The demo shop speaks the language a shopper reads it in (storefront-shell.md §1 interface
 * languages; DESIGN.md "Countries, languages, currencies"): on uz.localhost in Uzbek and on
 * ge.localhost in Georgian, the catalogue menu, a listing's heading and the product names are in
 * that language, not in Russian or English.
 */
interface Case {
  country: string;
  language: 'uz' | 'ka';
  /** The catalogue words the shopper reads: a section of the menu and the listing's heading. */
  catalogButton: RegExp;
  section: string;
  heading: string;
  script: RegExp;
}

const CASES: Case[] = [
  { country: 'uz', language: 'uz', catalogButton: /Katalog/, section: 'Ayollar uchun', heading: 'Kiyim', script: /\p{Script=Latin}/u },
  { country: 'ge', language: 'ka', catalogButton: /კატალოგი/, section: 'ქალებს', heading: 'ტანსაცმელი', script: /\p{Script=Georgian}/u },
];
const LISTING = '/catalog/zhenshchinam/odezhda';
const CYRILLIC = /\p{Script=Cyrillic}/u;

const tileNames = (page: Page) => page.locator('vt-product-grid li.tile .tile-name');

for (const c of CASES) {
  test(`${c.country}.localhost in ${c.language}: the catalogue menu, a listing heading and product names`, async ({ context, page, baseUrl }) => {
    // A shopper of this country who chose its language (what <vt-locale-switcher> stores), cookies answered.
    await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', domain: `${c.country}.localhost`, path: '/' }]);
    await context.addInitScript((language) => localStorage.setItem('vitrina:language', language), c.language);

    await openInCountry(page, baseUrl, c.country, LISTING);
    await expect(page.locator('html')).toHaveAttribute('lang', c.language);
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect.poll(() => tileNames(page).count()).toBeGreaterThan(8);
    const names = await tileNames(page).allTextContents();
    for (const name of names) {
      expect(name, name).toMatch(c.script);
      expect(name, name).not.toMatch(CYRILLIC);
    }
    // The names are the server's own in this language (the listing call asks for it). The test's
    // own HTTP client does not resolve *.localhost: it asks the plain demo address.
    const first = await page.locator('vt-product-grid li.tile').first().getAttribute('data-nm');
    const card = (await (await page.request.get(`${baseUrl}/svc/catalog/cards/list?nm=${first}&lang=${c.language}`)).json()) as {
      data: { products: { name: string }[] };
    };
    expect(names[0]).toBe(card.data.products[0]!.name);

    await page.locator('vt-header').getByRole('button', { name: c.catalogButton }).first().click();
    const menu = page.locator('vt-catalog-menu');
    await expect(menu.getByText(c.section, { exact: true }).first()).toBeVisible();
    await expect(menu.getByText('Женщинам', { exact: true })).toHaveCount(0);
  });
}

test('the host page before any script runs is in the language the shopper chose (its cookie), and the shell follows a switch', async ({ browser, baseUrl }) => {
  // A shopper who chose Kazakh earlier: the kit wrote the language cookie (contracts/language-cookie.ts).
  const { hostname } = new URL(baseUrl);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    await noScript.addCookies([{ name: 'vt_lang', value: 'kk', domain: hostname, path: '/' }]);
    const page = await noScript.newPage();
    await page.goto(`${baseUrl}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page.getByRole('link', { name: 'Мазмұнға өту' })).toHaveAttribute('href', '#app');
    // storefront-shell.md §4 "Cookie notice": its first paint, in Kazakh.
    const notice = page.getByRole('region', { name: 'Cookie файлдары туралы хабарлама' });
    await expect(notice).toContainText('cookie файлдарын қолданамыз');
    await expect(notice.getByRole('link', { name: 'деректерді өңдеу саясаты' })).toBeVisible();
    expect(await page.content()).not.toContain('Перейти к содержимому');
  } finally {
    await noScript.close();
  }

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeAttached();
    const switcher = page.locator('vt-locale-switcher');
    await switcher.getByRole('button', { name: /Язык и валюта/ }).click();
    await switcher.getByRole('radio', { name: 'English', exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    // The next first paint, from the server, is in English too.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('>Skip to content</a>');
  } finally {
    await context.close();
  }
});
