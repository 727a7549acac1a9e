import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../core/transport/http';
import { ImageSearchError, IMAGE_SEARCH_TYPES, imageSearchPageUrl, prepareImage, uploadSearchImage } from '../../core/domain/search';
import type { Translate } from '../../core/platform/i18n';
import type { SearchSubmission } from '../../core/domain/search';

type Status = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; key: string };

interface Props {
  t: Translate;
  /**
   * The upload is done: the popup closes and the page goes to the results. A callback rather
   * than an import of navigate.ts, so this lazy chunk imports nothing from the element's chunk.
   */
  onDone: (submission: SearchSubmission) => void;
}

/**
 * The image search popup's content (storefront-shell.md §2 "Header popups: image search"): pick a
 * picture, upload it, open its results page. Loaded only when the popup is first wanted; leaving
 * the page or closing the popup aborts an upload in flight (unmount).
 */
export default function ImageSearchPanel({ t, onDone }: Props) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    inputRef.current?.focus();
    return () => controller.current?.abort();
  }, []);

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
      onDone({ kind: 'image', query: '', url: imageSearchPageUrl(imageId), external: false, sellerId: null });
    } catch (error) {
      if (own.signal.aborted) return;
      if (error instanceof ImageSearchError) setStatus({ kind: 'error', key: `search.imageErrors.${error.reason}` });
      else if (error instanceof HttpError) setStatus({ kind: 'error', key: 'common.errors.serverError' });
      else setStatus({ kind: 'error', key: 'search.imageErrors.unreadable' });
    }
  };

  return (
    <>
      <p className="image-hint">{t('search.imageHint')}</p>
      <label className="vt-button vt-button--primary file-label">
        <input
          ref={inputRef}
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
    </>
  );
}
