import { lazy, memo, Suspense, useId } from 'react';
import { useDisclosure } from '../shared/use-disclosure';
import type { Translate } from '../../core/platform/i18n';
import { CameraIcon } from './icons';
import { submitSearch } from './navigate';

/** The popup's content and the upload code arrive on first use (a hover or focus fetches it ahead). */
const loadPanel = () => import('./image-search-panel');
// A chunk that cannot be fetched (offline, a new deployment) says so instead of breaking the element.
const ImageSearchPanel = lazy(() => loadPanel().catch(() => ({ default: PanelUnavailable })));

function PanelUnavailable({ t }: { t: Translate }) {
  return (
    <p className="image-status" role="status">
      {t('common.errors.connectionLost')}
    </p>
  );
}

/** The image search button and its popup (storefront-shell.md §2 "Header popups: image search"). */
export const ImageSearch = memo(function ImageSearch({ host, t }: { host: Element; t: Translate }) {
  const { open, setOpen, close, buttonRef, panelRef, onKeyDown } = useDisclosure();
  const panelId = useId();

  const prefetch = () => {
    loadPanel().catch(() => undefined); // a failure shows when the popup opens (the error below)
  };

  return (
    <div className="image-search" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        part="image-button"
        aria-label={t('search.byImage')}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <CameraIcon />
      </button>
      <div ref={panelRef} id={panelId} className="image-panel" part="image-panel" role="group" aria-label={t('search.byImage')} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <ImageSearchPanel
              t={t}
              onDone={(submission) => {
                setOpen(false);
                submitSearch(host, submission);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
});
