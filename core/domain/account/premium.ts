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
import { signedInAtom } from '../../transport/token';
import { subscriptionFeaturesAtom } from '../../transport/sync';
import { userInfoAtom } from './user-info-atom';

export const premiumAtom = atom((get) => get(signedInAtom) && isPremiumGranted(get(subscriptionFeaturesAtom), get(userInfoAtom)?.phoneMasked));
