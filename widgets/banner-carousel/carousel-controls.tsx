import type { Translate } from '../../core/platform/i18n';

/**
 * The APG carousel controls: the rotation control first in the tab order, then previous and next.
 * Each is a 44px target with a text label.
 */
export function CarouselControls({
  slidesId,
  rotating,
  userStopped,
  showRotation,
  onToggleRotation,
  onPrevious,
  onNext,
  t,
}: {
  slidesId: string;
  rotating: boolean;
  userStopped: boolean;
  showRotation: boolean;
  onToggleRotation(): void;
  onPrevious(): void;
  onNext(): void;
  t: Translate;
}) {
  return (
    <div className="controls" part="controls">
      {showRotation ? (
        <button
          type="button"
          className="control control--rotation"
          part="rotation"
          aria-label={userStopped ? t('bannerCarousel.startRotation') : t('bannerCarousel.stopRotation')}
          data-rotating={rotating ? 'true' : 'false'}
          onClick={onToggleRotation}
        >
          <span aria-hidden="true" className={userStopped ? 'icon icon--play' : 'icon icon--pause'} />
        </button>
      ) : null}
      <button
        type="button"
        className="control control--previous"
        part="previous"
        aria-controls={slidesId}
        aria-label={t('bannerCarousel.previous')}
        onClick={onPrevious}
      >
        <span aria-hidden="true" className="icon icon--previous" />
      </button>
      <button type="button" className="control control--next" part="next" aria-controls={slidesId} aria-label={t('bannerCarousel.next')} onClick={onNext}>
        <span aria-hidden="true" className="icon icon--next" />
      </button>
    </div>
  );
}
