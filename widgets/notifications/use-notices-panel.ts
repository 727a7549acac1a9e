import { onDemand } from '../shared/on-demand';
import { useOnDemand, type OnDemandState } from '../shared/use-on-demand';

export type NoticesPanelModule = typeof import('./notices-panel');

/** The list, its actions and the count's poller; kept for the bells mounted later on the page. */
const noticesPanel = onDemand((): Promise<NoticesPanelModule> => import('./notices-panel'));

/**
 * A guest's bell only asks to sign in: it loads none of this. A signed-in shopper's loads it once
 * the bell has painted (effects run after the paint), the way the header's counts load; again on
 * retry() after a failure.
 */
export function useNoticesPanel(signedIn: boolean): OnDemandState<NoticesPanelModule> {
  return useOnDemand(noticesPanel, signedIn, '<vt-notifications> could not load its list');
}
