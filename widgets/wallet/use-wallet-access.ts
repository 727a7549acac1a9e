import { useEffect, useState } from 'react';
import { emit } from '../../core/platform/dom';
import { resolveWalletAccess, type WalletAccess } from '../../core/domain/wallet';
import './events';

export type AccessState = { kind: 'checking' } | WalletAccess;

/**
 * Runs the wallet page's checks (routing-wallet §2.4, §6, §8) once per sign-in. A redirect is
 * announced with the cancelable vt-wallet-redirect event; unless a host handles it (the host page's
 * router), the page goes there.
 */
export function useWalletAccess(enabled: boolean, host: HTMLElement, signedIn: boolean): AccessState {
  const [state, setState] = useState<AccessState>(enabled ? { kind: 'checking' } : { kind: 'show' });
  useEffect(() => {
    if (!enabled) {
      setState({ kind: 'show' });
      return;
    }
    let live = true;
    setState({ kind: 'checking' });
    void resolveWalletAccess().then((access) => {
      if (!live) return;
      setState(access);
      if (access.kind === 'redirect' && emit(host, 'vt-wallet-redirect', { to: access.to, reason: access.reason }, { cancelable: true })) {
        location.assign(access.to);
      }
    });
    return () => {
      live = false;
    };
  }, [enabled, host, signedIn]);
  return state;
}
