import { useEffect, useRef, useState } from 'react';
import { offerSellerFilter, applyNavigationToSellerFilter, toSellerFilter } from '../../core/domain/search';
import type { ElementHostProps } from '../shared/define-element';
import { useT } from '../shared/use-t';
import { Combobox } from './combobox';
import { BackIcon, SearchIcon } from './icons';
import { useIsMobile } from '../shared/use-media-query';
import { useSearchBox } from './use-search-box';

export interface SearchProps {
  /** Where a search goes (a partner's own results page); default /search?search=...&fsupplier=... */
  resultsUrl?: string;
  placeholder?: string;
  /** JSON {id, trademark}: offers the search-in-seller filter (a seller page). */
  seller?: unknown;
  /** 'auto' (default: mobile below 1024 px), 'desktop' or 'mobile'. */
  layout?: string;
}

/**
 * `<vt-search>` (storefront-shell.md §2 "Header: search with a suggestion dropdown (desktop) or a
 * full-screen popup (mobile)"; §4 "Search"; §5; §9 "Search").
 */
export function Search({ resultsUrl, placeholder, seller, layout, container }: SearchProps & ElementHostProps) {
  const t = useT();
  const host = container.host;
  const mobile = useIsMobile(layout);
  const [fullScreen, setFullScreen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useSearchBox({ host, root: container, resultsUrl, onSubmitted: () => setFullScreen(false) });

  // No attribute at all leaves the offer to others (the storefront's seller page, another search box);
  // an attribute set offers its seller, and removing it withdraws what this box offered.
  const offeredSeller = useRef(false);
  useEffect(() => {
    if (seller != null) {
      offeredSeller.current = true;
      offerSellerFilter(toSellerFilter(seller));
    } else if (offeredSeller.current) {
      offeredSeller.current = false;
      offerSellerFilter(null);
    }
  }, [seller]);

  useEffect(() => {
    // §4: the toggle resets on leaving the search page (back/forward here; the host router later).
    const onPopState = () => applyNavigationToSellerFilter(location.pathname);
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  // Outside pointer down: §4 "prohibitSuggestions toggles on ... outside click (hidden after 150 ms)".
  const { open, scheduleHide } = box;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(host)) scheduleHide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, scheduleHide, host]);

  const showDialog = mobile && fullScreen;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (showDialog && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!showDialog && dialog.open) {
      dialog.close();
      // After close(): the dialog would otherwise give focus back to what had it before (maybe nothing).
      triggerRef.current?.focus();
    }
  }, [showDialog]);

  // The first sign of interest fetches the suggestions part (use-suggestions-part.ts), usually
  // before the first keystroke: a pointer over the box or pressed on it, focus, a key.
  const interest = { onPointerEnter: box.want, onPointerDown: box.want, onFocus: box.want, onKeyDown: box.want };

  const closeDialog = () => {
    setFullScreen(false);
    box.close();
  };

  if (!mobile) {
    return (
      <div className="search" part="search" {...interest}>
        <Combobox box={box} host={host} t={t} mobile={false} placeholder={placeholder} inputRef={inputRef} />
      </div>
    );
  }

  return (
    <div className="search search--mobile" part="search" {...interest}>
      <button
        ref={triggerRef}
        type="button"
        className="trigger"
        part="trigger"
        aria-haspopup="dialog"
        aria-expanded={showDialog}
        onClick={() => setFullScreen(true)}
      >
        <SearchIcon />
        <span className="trigger-text">{box.text || placeholder || t('search.placeholder')}</span>
      </button>
      <dialog
        ref={dialogRef}
        className="fullscreen"
        part="dialog"
        aria-label={t('search.label')}
        onCancel={(event) => {
          // §9 Escape closes popups: the suggestions first (the combobox handles it), then the dialog.
          event.preventDefault();
          closeDialog();
        }}
      >
        {showDialog && (
          <div className="fullscreen-bar">
            <button type="button" className="icon-button" part="back" aria-label={t('search.back')} onClick={closeDialog}>
              <BackIcon />
            </button>
            <Combobox box={box} host={host} t={t} mobile placeholder={placeholder} inputRef={inputRef} />
          </div>
        )}
      </dialog>
    </div>
  );
}
