import { useAtomValue } from 'jotai/react';
import type { Translate } from '../../core/platform/i18n';
import { offlineAtom } from '../../core/transport/connection';
import { OfflineIcon } from './icons';

/**
 * "Offline" in the header while the page works without the network: the browser is offline, or
 * the storefront's service worker answered from its caches (core/transport/connection). The
 * status region is always there, so a screen reader hears the mark come and go.
 */
export function OfflineMark({ t }: { t: Translate }) {
  const offline = useAtomValue(offlineAtom);
  return (
    <span className="offline-slot" role="status">
      {offline && (
        <span className="offline-mark" part="offline-mark" title={t('header.offlineHint')}>
          <OfflineIcon />
          <span aria-hidden="true">{t('header.offline')}</span>
          <span className="vt-visually-hidden">{t('header.offlineHint')}</span>
        </span>
      )}
    </span>
  );
}
