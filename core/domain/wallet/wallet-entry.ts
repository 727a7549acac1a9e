/**
 * The wallet entry of the account menu (storefront-shell.md §4 "Wallet menu is shown when ...
 * Recalculated on a balance-updated event"): derived from the balance atom, so every balance update
 * (a load, another tab's sign-in) recalculates it in every element at once.
 */
import { atom } from 'jotai/vanilla';
import { balanceAtom } from './balance/balance';
import { walletMenuVisible } from './balance/display';
import { currencyAtom, localeAtom } from '../../platform/locale';
import { settingsAtom } from '../settings';
import { walletLink } from '../links';

export const walletMenuHrefAtom = atom<string | null>((get) =>
  walletMenuVisible(get(localeAtom), get(currencyAtom), get(balanceAtom)) ? walletLink(get(settingsAtom).switches.enableWalletRedesign) : null,
);
