/**
 * storefront-shell.md §6 "B2B mode: shows VAT info, changes delivery filtering, removes price
 * adjustments and wallet discounts": whether the signed-in shopper buys for a business (the user
 * info's isB2b). A guest never is; while the user info loads the shopper counts as a private buyer.
 */
import { atom } from 'jotai/vanilla';
import { signedInAtom } from '../../transport/token';
import { userInfoAtom } from './user-info-atom';

export const businessModeAtom = atom((get) => get(signedInAtom) && (get(userInfoAtom)?.businessMode ?? false));
