import { atom } from 'jotai/vanilla';
import { settingsAtom } from '../../settings';
import { splitsAtom } from '../../navigation';
import { getStore } from '../../../platform/store';
import { sessionAtom } from '../../../transport/token';
import { pagePart } from '../../../platform/page';

/**
 * storefront-routing-wallet.md §6 "Opening products in a new tab depends on a setting or
 * experiment (mobile always same window)". The setting is a global settings switch (its name: the
 * demo's, demo/API.md); the experiment is the splitter's A/B entry (storefront-shell.md §7
 * splitter: type `ab`, property `productNewTab` = `on`). The mobile rule is the widgets' (they
 * know the width, §9 mobile breakpoint 1024 px).
 */
export const PRODUCT_NEW_TAB_SWITCH = 'enableProductNewTab';
export const PRODUCT_NEW_TAB_SPLIT = { type: 'ab', property: 'productNewTab', on: 'on' } as const;

/** Whether product links open in a new tab on desktop, by the switch or the shopper's experiment. */
export const productsInNewTabAtom = atom(
  (get) =>
    get(settingsAtom).switches[PRODUCT_NEW_TAB_SWITCH] === true ||
    get(splitsAtom)[PRODUCT_NEW_TAB_SPLIT.type]?.[PRODUCT_NEW_TAB_SPLIT.property] === PRODUCT_NEW_TAB_SPLIT.on,
);

/** The user the splits were last asked for on this page (undefined: not yet). */
const requested = () => pagePart('productNewTabRequest', () => ({ user: undefined as string | null | undefined }));

/**
 * The experiment needs the shopper's splits, which the menu loads only once it is opened: a page
 * showing product links asks for them too (once per signed-in user; audience.ts caches them 2 h and
 * clears them for a guest). A guest has no splits, so nothing is fetched for one.
 */
export function loadProductNewTabExperiment(): void {
  const store = getStore();
  const user = store.get(sessionAtom)?.data.user ?? null;
  const last = requested();
  if (last.user === user) return;
  last.user = user;
  if (user === null && Object.keys(store.get(splitsAtom)).length === 0) return;
  // Loaded on demand: the splitter's client (and the menu audience behind it) stays out of every
  // product list's first paint. loadSplits logs its own failure and keeps the restrictive default.
  void import('../../navigation').then(({ loadSplits }) => loadSplits());
}
