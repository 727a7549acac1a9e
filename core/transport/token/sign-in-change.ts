import type { TokenData } from './jwt';

/**
 * storefront-shell.md §4 "Sign-in state change": basket sync, grouped deliveries and the
 * notification count subscribe here.
 */
export interface SignInChange {
  signedIn: boolean;
  data: TokenData | null;
  /** 'other-tab' when the change was made in another tab of the same origin. */
  source: 'local' | 'other-tab';
}

export type SignInListener = (change: SignInChange) => void;

const listeners = new Set<SignInListener>();

export function onSignInChange(listener: SignInListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs every listener; one failing does not stop the others. Returns false if any failed. */
export function notifySignInChange(change: SignInChange): boolean {
  let allApplied = true;
  for (const listener of [...listeners]) {
    try {
      listener(change);
    } catch (error) {
      allApplied = false;
      console.error('[vitrina] sign-in change listener failed', error);
    }
  }
  return allApplied;
}
