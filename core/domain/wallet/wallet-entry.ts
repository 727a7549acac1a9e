/**
 * The wallet entry of the account menu (storefront-shell.md §4 "Wallet menu is shown when ...
 * Recalculated on a balance-updated event"): derived from the balance atom, so every balance update
 * (a load, another tab's sign-in) recalculates it in every element at once.
 */
import { atom } from 'jotai/vanilla';
import { balanceAtom } from './balance/balance';
import { walletMenuVisible } from './balance/display';
import { currencyAtom, localeAtom } from '../../platform/locale/atoms';
import { settingsAtom } from '../settings/atoms';
import { walletLink } from '../links/links';

export const walletMenuHrefAtom = atom<string | null>((get) =>
  walletMenuVisible(get(localeAtom), get(currencyAtom), get(balanceAtom)) ? walletLink(get(settingsAtom).switches.enableWalletRedesign) : null,
);
