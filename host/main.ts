/**
 * dist/host.js: the storefront host page's script. It starts the router on the shell of
 * host/index.html; each route's page module is imported on its first visit.
 */
import { isSignedIn } from '../core/transport/token';
import { currencyAtom, languageAtom, localeAtom } from '../core/platform/locale';
import { refreshOnGeoChange, isInAppClick, linkOfClick, resaleForSellers, startResaleInput } from '../core/domain/navigation';
import { createRouter, type RouterEnv } from '../core/domain/navigation';
import { ROUTES } from '../contracts/pages';
import { followPageViews, settingsAtom, setVersionReload } from '../core/domain/settings';
import { getRuntime } from '../core/runtime';
import { followSearchInSeller } from './search-in-seller';
import { dropFirstPaintInOtherLanguage } from './first-paint-language';
import { passesPhishingCheck } from './phishing';
import { startProductPopup } from './product-popup';
import { followMetaTags } from './meta-tags';
import { followDocumentLanguage } from './document-language';
import { startSignInPopup } from './sign-in-popup';
import { startOfferPopup } from './offer-popup';
import { startEmergencyNotice } from './emergency-notice';
import { createShellRenderer } from './renderer';
import { whenLoadedAndIdle } from './service-worker/when-idle';
import '../widgets/search/events';

function required<T extends Element>(selector: string): T {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`host page: ${selector} is missing`);
  return element;
}

function start(): void {
  if (!passesPhishingCheck(document, location.hostname)) return;
  dropFirstPaintInOtherLanguage(document);
  const runtime = getRuntime();
  const { store } = runtime;
  const env: RouterEnv = {
    href: () => location.href,
    push: (path, state) => history.pushState(state, '', path),
    replace: (path, state) => history.replaceState(state, '', path),
    assign: (url) => location.assign(url),
    reload: () => location.reload(),
    scrollTop: () => window.scrollTo(0, 0),
    setTitle: (title) => {
      document.title = `${title} — Vitrina`;
    },
    events: document,
  };
  const renderer = createShellRenderer(
    document,
    {
      containers: [...document.querySelectorAll<HTMLElement>('[data-vm-container]')],
      preview: required('#route-preview'),
      shell: [...document.querySelectorAll<HTMLElement>('[data-shell]')],
      critical: required('#critical-error'),
      outlet: required('#app'),
    },
    () => store.get(languageAtom),
  );
  const router = createRouter(
    ROUTES,
    env,
    {
      locale: () => store.get(localeAtom),
      language: () => store.get(languageAtom),
      currency: () => store.get(currencyAtom),
      signedIn: isSignedIn,
      enableFavoriteSellers: () => store.get(settingsAtom).switches.enableFavoriteSellers,
      enableWalletRedesign: () => store.get(settingsAtom).switches.enableWalletRedesign,
      resaleForSellers,
    },
    renderer,
  );

  document.addEventListener('click', (event) => {
    const link = linkOfClick(event);
    if (!link || !isInAppClick(event, link)) return;
    event.preventDefault();
    void router.navigate(link.href);
  });
  // The search box asks before it leaves the page: results on this site open in-app.
  document.addEventListener('vt-search-submit', (event) => {
    const { url, external } = event.detail;
    if (external) return;
    const target = new URL(url, location.href);
    if (target.origin !== location.origin || !router.isKnownPath(target.pathname)) return;
    event.preventDefault();
    void router.navigate(target.href);
  });
  window.addEventListener('popstate', (event) => void router.popState(event.state));
  // storefront-routing-wallet.md §2.1 "send a page view": each one goes to the journal (shell §7).
  followPageViews(document);
  // Desktop: a product tile or shelf card opens the product popup instead of the page (shell §2, §4).
  startProductPopup(document);
  startSignInPopup(document);
  startOfferPopup(document);
  followMetaTags(document);
  followSearchInSeller(document);
  followDocumentLanguage(document, router);
  refreshOnGeoChange(router);
  (globalThis as { vitrinaRouter?: typeof router }).vitrinaRouter = router;
  // The user's resale flag (C2C guards) is asked after the first page is on its way; the offline
  // mode (service worker) starts once the page has loaded, its download never competing with the page's.
  // The guards and the first data step need the country, which the host name gives once the service map is in.
  void runtime.hostCountry.ready().then(() =>
    router.start().finally(() => {
      void startResaleInput();
      startEmergencyNotice(document);
      whenLoadedAndIdle(window, () => void import('./service-worker/start').then(({ startServiceWorker }) => startServiceWorker(window, router)));
    }),
  );
}

// storefront-shell.md §4 "siteMinVersion": the reload lets the service worker's new version take over first.
setVersionReload(() => void import('./service-worker/force-update').then(({ reloadIntoNewVersion }) => reloadIntoNewVersion(window)));

// The router starts in a task of its own: evaluating this script's modules is already a long task
// on a slow phone, and the first route (history and session-storage writes, the page's requests)
// would make it longer (Total Blocking Time).
setTimeout(() => {
  try {
    start();
  } catch (error) {
    console.error('[vitrina] the host page could not start', error);
    document.getElementById('critical-error')?.removeAttribute('hidden');
  }
}, 0);
