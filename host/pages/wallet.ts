import { NotFoundError, UnauthorizedError } from '../../core/transport/http';
import { offlineAtom } from '../../core/transport/connection';
import { getStore } from '../../core/platform/store';
import type { PageProps, PageView } from '../../core/domain/navigation';
import { resolveWalletAccess } from '../../core/domain/wallet';
import { h } from '../dom';
import { composeAccountPage } from './account-widgets';
import { hostText } from '../texts';
import { networkNeedOf } from '../offline/network-need';
import { renderOfflinePage } from '../offline/offline-page';

type RouterHandle = { navigate(url: string, options: { replace: boolean }): Promise<unknown> };

function goTo(to: string): void {
  const router = (globalThis as { vitrinaRouter?: RouterHandle }).vitrinaRouter;
  if (router) void router.navigate(to, { replace: true });
  else location.assign(to);
}

/**
 * The wallet page (storefront-routing-wallet.md §2.4 "The wallet page checks balance, business mode
 * and 2FA or security code before showing"; §8 "Wallet balance failure other than unauthorized:
 * 404"). The checks run before anything shows; <vt-wallet> is then told not to repeat them.
 */
export async function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  // Offline the checks would fail as a missing wallet (§8: 404): the page says it needs the network instead.
  if (getStore().get(offlineAtom))
    return renderOfflinePage(container, props.route.name, hostText('wallet'), networkNeedOf(props.route.name) ?? 'offlineWallet');
  const access = await resolveWalletAccess();
  if (access.kind === 'not-found') throw new NotFoundError(props.url.pathname);
  if (access.kind === 'sign-in') throw new UnauthorizedError(props.url.pathname, 401);
  if (access.kind === 'redirect') {
    // After this render returns: the router then leaves this page for the redirect's.
    queueMicrotask(() => goTo(access.to));
    return { title: hostText('wallet'), unmount: () => undefined };
  }
  const wallet = h('vt-wallet', { 'skip-checks': '' }) as HTMLElement & { details?: unknown };
  wallet.details = props.data;
  return composeAccountPage(container, props, 'wallet', null, [wallet]);
}
