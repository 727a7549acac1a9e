import { memo, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { adultConfirmedAtAtom, confirmAdult } from '../../core/banners/adult-state';
import { adultDisplay } from '../../core/product/adult';
import type { Translate } from '../../core/i18n';
import { FallbackImage } from '../shared/fallback-image';

export interface GalleryProps {
  urls: string[];
  name: string;
  adult: boolean;
  /** The first picture is the page's largest paint: load it first. */
  eager: boolean;
  t: Translate;
}

/** The product's pictures (CDN URLs from core/product/images) with a thumbnail strip; the placeholder when there are none. */
export const Gallery = memo(function Gallery({ urls, name, adult, eager, t }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const confirmedAt = useAtomValue(adultConfirmedAtAtom);
  const display = adultDisplay(adult, { confirmedAt, now: Date.now() });
  const shown = urls[Math.min(index, urls.length - 1)];

  const main =
    !shown || broken.has(shown) ? (
      <div className="placeholder" part="placeholder" role="img" aria-label={t('common.noPhoto')}>
        {t('common.noPhoto')}
      </div>
    ) : (
      <img
        className="photo"
        part="photo"
        src={shown}
        alt={t('productCard.photo', { index: index + 1, count: urls.length }) + ` — ${name}`}
        width={516}
        height={688}
        loading={eager && index === 0 ? 'eager' : 'lazy'}
        fetchPriority={eager && index === 0 ? 'high' : 'auto'}
        decoding="async"
        onError={() => setBroken((set) => new Set(set).add(shown))}
      />
    );

  return (
    <section className={display === 'blur' ? 'gallery gallery--blurred' : 'gallery'} part="gallery" aria-label={t('productCard.gallery')}>
      <div className="frame">
        {main}
        {display === 'blur' && (
          <div className="adult-cover" part="adult-cover">
            <p>{t('productCard.adultBlurred')}</p>
            <button type="button" className="vt-button vt-button--primary" onClick={() => confirmAdult()}>
              {t('productCard.adultConfirm')}
            </button>
          </div>
        )}
      </div>
      {urls.length > 1 && (
        <ul className="thumbs" part="thumbs">
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className="thumb"
                aria-label={t('productCard.showPhoto', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <FallbackImage src={url} alt="" width={45} height={60} loading="lazy" decoding="async" fallback={null} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
