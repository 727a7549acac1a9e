/**
 * Whether the signed-in shopper is premium (storefront-shell.md §6 "Premium is granted if subscription
 * features include extra_discount and the phone starts with 79 (ru) or 375 (by)"): the features come
 * with the user grade, the phone with the user info (a masked phone keeps its country code). A
 * premium shopper's prices carry the club's premium sale (§3 Size premiumSaleAmount), which the
 * price block names and the checkout totals list as the club discount; for anyone else that part
 * stays in the plain sale.
 */
import { atom } from 'jotai/vanilla';
import { isPremiumGranted } from '../../../contracts/premium';
import { onSignInChange, signedInAtom } from '../../transport/token';
import { startGrade, subscriptionFeaturesAtom } from '../../transport/sync';
import { onPageDispose, pagePart } from '../../platform/page';
import { followUserInfo, loadUserInfo, userInfoAtom } from './user-info';

export const premiumAtom = atom((get) => get(signedInAtom) && isPremiumGranted(get(subscriptionFeaturesAtom), get(userInfoAtom)?.phoneMasked));

function loadPhone(): void {
  void loadUserInfo().catch((error: unknown) => console.warn('[vitrina] user info unavailable: no premium prices named', error));
}

/**
 * Loads what the rule reads (the grade and the user info), again after each sign-in change (once per
 * page); a failure of either leaves the shopper not premium.
 */
export function followPremium(): void {
  pagePart('premiumSources', () => {
    followUserInfo(); // first: a sign-in change forgets the previous user before the phone reloads
    onPageDispose(onSignInChange(loadPhone));
    return true;
  });
  void startGrade();
  loadPhone();
}
