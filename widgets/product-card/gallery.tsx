import { memo, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { adultConfirmedAtAtom, confirmAdult, CAROUSEL_TRANSITION_MS } from '../../core/domain/banners';
import { adultDisplay } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';
import { FallbackImage } from '../shared/fallback-image';
import { useSlider } from '../shared/slider/use-slider';

export interface GalleryProps {
  /** Each picture's URLs, best host first (core/product/images productImageSources). */
  pictures: string[][];
  name: string;
  /** What each picture shows (1-based; picMap.json, storefront-shell.md §7), for its alternative text. */
  captions?: Readonly<Record<number, string>> | undefined;
  adult: boolean;
  /** The first picture is the page's largest paint: load it first. */
  eager: boolean;
  t: Translate;
}

/** Pictures loaded either side of the one shown (the next swipe shows a picture, not a blank). */
const NEIGHBOURS = 1;

/**
 * The product's pictures (CDN URLs from core/product/images): one at a time, swiped, dragged or
 * moved with the arrow keys through the slider (swiper, shared/slider; storefront-shell.md §9
 * "transition 500 ms", "Slide swiper throttle 300 ms"), with a thumbnail strip that picks one;
 * the placeholder when there are none, or when a picture fails on every host (§8 "Image load
 * failure": shared/fallback-image tries the alternate hosts first). The first picture paints without the slider, which loads
 * after it (and only when there is more than one).
 */
export const Gallery = memo(function Gallery({ pictures, captions, name, adult, eager, t }: GalleryProps) {
  const urls = useMemo(() => pictures.map((sources) => sources[0]!), [pictures]);
  const confirmedAt = useAtomValue(adultConfirmedAtAtom);
  const display = adultDisplay(adult, { confirmedAt, now: Date.now() });
  const several = urls.length > 1;
  const slider = useSlider({ start: several, slides: urls, count: urls.length, speedMs: CAROUSEL_TRANSITION_MS });
  const index = Math.min(slider.state.index, Math.max(0, urls.length - 1));
  // The pictures near the one shown, kept once loaded.
  const loaded = useRef(new Set<number>());
  for (let near = index - NEIGHBOURS; near <= index + NEIGHBOURS; near += 1) loaded.current.add(near);

  const placeholder = (
    <div className="placeholder" part="placeholder" role="img" aria-label={t('common.noPhoto')}>
      {t('common.noPhoto')}
    </div>
  );

  return (
    <section ref={slider.scope} className={display === 'blur' ? 'gallery gallery--blurred' : 'gallery'} part="gallery" aria-label={t('productCard.gallery')}>
      <div className="frame">
        <div className="photos swiper" ref={slider.container}>
          <div className="photos__track swiper-wrapper" aria-live="polite">
            {urls.length === 0 ? (
              <div className="photo-slide swiper-slide">{placeholder}</div>
            ) : (
              urls.map((url, i) => (
                // Only the picture shown is in the accessibility tree and the tab order.
                <div key={url} className="photo-slide swiper-slide" inert={i !== index}>
                  {loaded.current.has(i) ? (
                    <FallbackImage
                      className="photo"
                      part="photo"
                      src={url}
                      alternates={pictures[i]!.slice(1)}
                      alt={t('productCard.photo', { index: i + 1, count: urls.length }) + (captions?.[i + 1] ? `: ${captions[i + 1]}` : '') + ` — ${name}`}
                      width={516}
                      height={688}
                      loading={eager && i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={eager && i === 0 ? 'high' : 'auto'}
                      decoding="async"
                      draggable={false}
                      fallback={placeholder}
                    />
                  ) : null}
                </div>
              ))
            )}
          </div>
        </div>
        {display === 'blur' && (
          <div className="adult-cover" part="adult-cover">
            <p>{t('productCard.adultBlurred')}</p>
            <button type="button" className="vt-button vt-button--primary" onClick={() => confirmAdult()}>
              {t('productCard.adultConfirm')}
            </button>
          </div>
        )}
      </div>
      {several && (
        <ul className="thumbs" part="thumbs">
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className="thumb"
                aria-label={t('productCard.showPhoto', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => slider.slideTo(i)}
              >
                <FallbackImage src={url} alternates={pictures[i]!.slice(1)} alt="" width={45} height={60} loading="lazy" decoding="async" fallback={null} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
