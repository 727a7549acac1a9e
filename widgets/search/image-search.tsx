import { useEffect, useId, useRef, useState } from 'react';
import { HttpError } from '../../core/http/errors';
import { ImageSearchError, IMAGE_SEARCH_TYPES, imageSearchPageUrl, prepareImage, uploadSearchImage } from '../../core/suggest/image-search';
import type { Translate } from '../../core/i18n';
import { CameraIcon } from './icons';
import { submitSearch } from './navigate';

type Status = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; key: string };

/** The image search popup (storefront-shell.md §2 "Header popups: image search"): pick a picture, upload it, open its results page. */
export function ImageSearch({ host, t }: { host: Element; t: Translate }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const controller = useRef<AbortController | null>(null);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    controller.current?.abort();
    setStatus({ kind: 'idle' });
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('input')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(panelRef.current!) && !event.composedPath().includes(buttonRef.current!)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setStatus({ kind: 'uploading' });
    try {
      const imageId = await uploadSearchImage(await prepareImage(file), own.signal);
      if (own.signal.aborted) return;
      setStatus({ kind: 'idle' });
      setOpen(false);
      submitSearch(host, { kind: 'image', query: '', url: imageSearchPageUrl(imageId), external: false, sellerId: null });
    } catch (error) {
      if (own.signal.aborted) return;
      if (error instanceof ImageSearchError) setStatus({ kind: 'error', key: `search.imageErrors.${error.reason}` });
      else if (error instanceof HttpError) setStatus({ kind: 'error', key: 'common.errors.serverError' });
      else setStatus({ kind: 'error', key: 'search.imageErrors.unreadable' });
    }
  };

  return (
    <div
      className="image-search"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        part="image-button"
        aria-label={t('search.byImage')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <CameraIcon />
      </button>
      <div ref={panelRef} id={panelId} className="image-panel" part="image-panel" role="group" aria-label={t('search.byImage')} hidden={!open}>
        <p className="image-hint">{t('search.imageHint')}</p>
        <label className="vt-button vt-button--primary file-label">
          <input
            type="file"
            className="vt-visually-hidden"
            accept={IMAGE_SEARCH_TYPES.join(',')}
            disabled={status.kind === 'uploading'}
            onChange={(event) => {
              void upload(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          {t('search.chooseImage')}
        </label>
        <p className="image-status" role="status">
          {status.kind === 'uploading' ? t('search.uploading') : status.kind === 'error' ? t(status.key) : ''}
        </p>
      </div>
    </div>
  );
}
