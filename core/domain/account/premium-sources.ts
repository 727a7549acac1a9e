/** Loading what the premium rule (premium.ts) reads: apart from the rule, so a list shows before it. */
import { onSignInChange } from '../../transport/token';
import { startGrade } from '../../transport/sync';
import { onPageDispose, pagePart } from '../../platform/page';
import { followUserInfo, loadUserInfo } from './user-info';

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
