import { useEffect, useState } from 'react';
import { onDemand } from '../shared/on-demand';

export type NoticesPanelModule = typeof import('./notices-panel');

/** The list, its actions and the count's poller; kept for the bells mounted later on the page. */
const noticesPanel = onDemand((): Promise<NoticesPanelModule> => import('./notices-panel'));

export interface NoticesPanelState {
  panel: NoticesPanelModule | undefined;
  /** The chunk could not be downloaded (until a retry brings it). */
  failed: boolean;
  retry(): void;
}

/**
 * A guest's bell only asks to sign in: it loads none of this. A signed-in shopper's loads it once
 * the bell has painted (effects run after the paint), the way the header's counts load; again on
 * retry() after a failure.
 */
export function useNoticesPanel(signedIn: boolean): NoticesPanelState {
  const [panel, setPanel] = useState(noticesPanel.current);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!signedIn || panel) return undefined;
    let live = true;
    noticesPanel.load().then(
      (ready) => {
        if (live) setPanel(() => ready);
      },
      (error: unknown) => {
        console.error('[vitrina] <vt-notifications> could not load its list', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn, panel, attempt]);
  return { panel, failed: failed && !panel, retry: () => setAttempt((n) => n + 1) };
}
