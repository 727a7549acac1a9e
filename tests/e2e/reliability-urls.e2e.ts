import type { Page } from '@playwright/test';
import { URL_CORPUS } from '../../demo/server/hostile';
import { scanPage, xssRan } from './reliability-dom';
import { demoToken, signInBeforeLoad } from './shop-page';
import { reportLine, test, expect } from './reliability-demo';

/**
 * Issue 12 "A URL corpus ... 100% refused by the router, links, banners and returnUrl (same host
 * only)". Refused means (storefront-shell.md §2 Navigation rules, §5 Navigation): never followed
 * in-app, never run as script, never a link with a script scheme or credentials; an address on
 * another host may only leave the storefront by a full page load (§2 "other-host addresses cause a
 * full page load"); a returnUrl is followed on this host only, else /lk
 * (storefront-routing-wallet.md §2.4). CSP is bypassed so the kit alone is tested.
 */
test.use({ bypassCSP: true });

const SCRIPT_SCHEME = /^(javascript|vbscript|data):/;
type Router = { navigate(u: string): Promise<string> };

/** How the browser itself reads the address on this page (what a link would really open). */
async function browserReading(page: Page, raw: string): Promise<{ protocol: string; origin: string; credentials: boolean } | null> {
  return page.evaluate((value) => {
    try {
      const url = new URL(value, location.href);
      return { protocol: url.protocol, origin: url.origin, credentials: !!(url.username || url.password) };
    } catch {
      return null;
    }
  }, raw);
}

/** A full page load to another host is recorded and answered by a blank stand-in (nothing leaves the machine). */
async function stopLeaving(page: Page, origin: string): Promise<string[]> {
  const left: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      if (!route.request().isNavigationRequest()) return route.abort();
      left.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>another host</title>' });
    },
  );
  return left;
}

const offOrigin = (origin: string) => (url: URL) => url.origin !== origin;

/** Back on a storefront page after a full page load left it (history back: the back/forward cache when it can). */
async function backToStorefront(page: Page, origin: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(`${origin}/services/o-nas`);
  else if (new URL(page.url()).origin !== origin) await page.goBack();
  else return;
  await expect(page.locator('[data-vm-container]:not([hidden]) [data-route]')).toBeVisible();
  await page.waitForFunction(() => 'vitrinaRouter' in window);
}

async function signIn(page: Page, origin: string): Promise<void> {
  await signInBeforeLoad(page, await demoToken(page.request, origin, 'regular'));
}

test.describe('reliability: the URL corpus (issue 12)', () => {
  test('§5 the router refuses every script address and never follows one in-app', async ({ page, baseUrl }) => {
    test.setTimeout(60_000);
    const left = await stopLeaving(page, baseUrl);
    const outcomes: Record<string, number> = {};
    for (const raw of URL_CORPUS) {
      await backToStorefront(page, baseUrl);
      const reading = await browserReading(page, raw);
      const before = left.length;
      const result = await page.evaluate((to) => (window as unknown as { vitrinaRouter: Router }).vitrinaRouter.navigate(to).catch(() => 'refused'), raw);
      outcomes[result] = (outcomes[result] ?? 0) + 1;
      if (result === 'full-load') {
        await expect.poll(() => left.length, raw).toBe(before + 1);
        await page.waitForURL(offOrigin(baseUrl));
      } else {
        expect(await xssRan(page), raw).toBe(false);
      }
      if (!reading || SCRIPT_SCHEME.test(reading.protocol) || reading.credentials) expect(result, raw).toBe('refused');
      else if (reading.origin !== baseUrl) expect(result, raw).toBe('full-load');
      else expect(['in-app', 'not-found', 'full-load'], raw).toContain(result); // a same-origin path is just a page of ours
    }
    expect(left.every((url) => new URL(url).origin !== baseUrl)).toBe(true);
    reportLine(
      test.info(),
      'urls',
      `router: ${URL_CORPUS.length} hostile URLs, ${Object.entries(outcomes)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}; 0 script runs, 0 in-app to another host`,
    );
  });

  test('§2 links: clicking each corpus address on the host page never runs script nor stays in-app on another host', async ({ page, baseUrl }) => {
    test.setTimeout(60_000);
    const left = await stopLeaving(page, baseUrl);
    let stayed = 0;
    for (const raw of URL_CORPUS) {
      await backToStorefront(page, baseUrl);
      await page.evaluate((href) => {
        document.querySelector('#corpus-link')?.remove();
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'corpus link';
        link.id = 'corpus-link';
        document.querySelector('#app')!.prepend(link);
      }, raw);
      const reading = await browserReading(page, raw);
      const before = left.length;
      await page.locator('#corpus-link').click();
      await page.waitForTimeout(300);
      if (left.length > before) await page.waitForURL(offOrigin(baseUrl));
      else expect(await xssRan(page), raw).toBe(false);
      if (left.length === before) {
        stayed++;
        expect(new URL(page.url()).origin, raw).toBe(baseUrl);
      } else {
        expect(reading && SCRIPT_SCHEME.test(reading.protocol), raw).toBeFalsy();
      }
    }
    reportLine(
      test.info(),
      'urls',
      `links: ${URL_CORPUS.length} hostile links clicked, ${stayed} kept on the storefront (refused, or a page of ours), ${URL_CORPUS.length - stayed} left by a full page load to another host, 0 script runs`,
    );
  });

  test('§2.4 returnUrl: the sign-in page and the signed-in guard follow this host only', async ({ page, baseUrl }) => {
    // The demo's sign-in form (server side) and its script.
    let server = 0;
    for (const raw of URL_CORPUS) {
      const answer = await page.request.post(`${baseUrl}/security/login`, { form: { account: 'regular', returnUrl: raw } });
      const back = /<meta name="vitrina-return" content="([^"]*)"/.exec(await answer.text())?.[1] ?? '';
      const target = new URL(back.replace(/&amp;/g, '&'), baseUrl);
      expect(target.origin, raw).toBe(baseUrl);
      expect(back.startsWith('/') && !back.startsWith('//'), raw).toBe(true);
      server++;
    }
    // The host's guard (routing-wallet §2.4): a signed-in visit to sign-in goes to returnUrl on this host, else /lk.
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/services/o-nas`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О нас');
    const landed = await page.evaluate(
      async (list) => {
        const router = (window as unknown as { vitrinaRouter: Router }).vitrinaRouter;
        const out: string[] = [];
        for (const raw of list) {
          await router.navigate(`/security/login?returnUrl=${encodeURIComponent(raw)}`);
          out.push(location.href);
        }
        return out;
      },
      [...URL_CORPUS],
    );
    for (const [i, href] of landed.entries()) expect(new URL(href).origin, URL_CORPUS[i]).toBe(baseUrl);
    expect(await xssRan(page)).toBe(false);
    reportLine(
      test.info(),
      'urls',
      `returnUrl: ${URL_CORPUS.length} hostile returnUrls x 2 (sign-in page, signed-in guard): ${server + landed.length} of ${2 * URL_CORPUS.length} kept on this host`,
    );
  });

  test('§5 server links (banners, notifications, suggestions, route data) with the corpus are never script links', async ({ page, privateDemo }) => {
    await page.request.post(`${privateDemo.url}/demo/hostile`, { data: { on: true } });
    try {
      await stopLeaving(page, privateDemo.url);
      await signIn(page, privateDemo.url);
      const banners = page.waitForResponse((r) => r.url().includes('/svc/banners'));
      await page.goto(`${privateDemo.url}/`);
      await banners;
      await page.getByRole('button', { name: /Уведомления/ }).click();
      const box = page.getByRole('combobox', { name: /Поиск по товарам/ });
      await box.fill('платье');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await page.waitForTimeout(300);
      const scan = await scanPage(page);
      expect(scan.dangerous).toEqual([]);
      expect(await xssRan(page)).toBe(false);
      const rendered = new Set(scan.hrefs.filter((href) => URL_CORPUS.includes(href)));
      // The only corpus addresses a link may carry are plain web addresses on another host (full page load).
      for (const href of rendered) {
        const reading = await browserReading(page, href);
        expect(reading && ['http:', 'https:'].includes(reading.protocol) && !reading.credentials, href).toBe(true);
      }
      const script = URL_CORPUS.filter((raw) => /script|data:/i.test(raw));
      expect(script.filter((raw) => rendered.has(raw))).toEqual([]);
      const offHost = scan.hrefs.filter((href) => new URL(href, privateDemo.url).origin !== privateDemo.url).length;
      reportLine(
        test.info(),
        'urls',
        `server links: ${URL_CORPUS.length} hostile URLs in banner, notification, suggestion and route-data links: 0 script/data/credential links rendered, ${offHost} plain web links to another host (full page load)`,
      );
    } finally {
      await page.request.post(`${privateDemo.url}/demo/hostile`, { data: { on: false } });
    }
  });
});
