import { memo, useState } from 'react';
import type { FeedbackMedia } from '../../contracts/products';
import { FEEDBACK_PHOTO_SIZE, FEEDBACK_THUMB_SIZE, feedbackPhotoSources, feedbackVideoSources } from '../../core/domain/catalog';
import { formatVideoDuration } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';
import { ModalDialog } from '../shared/dialog/modal-dialog';
import { FallbackImage } from '../shared/fallback-image';
import { FeedbackVideo } from './feedback-video';

export interface FeedbackMediaStripProps {
  media: readonly FeedbackMedia[];
  level: 2 | 3;
  t: Translate;
}

/** A duration the shopper reads ("1:15"); an unusable one shows nothing rather than breaking the card. */
function durationText(seconds: number): string {
  try {
    return formatVideoDuration(seconds);
  } catch {
    return '';
  }
}

function Picture({ sources, alt, className }: { sources: readonly string[]; alt: string; className: string }) {
  const blank = <span className={`${className} media-blank`} role="img" aria-label={alt} />;
  if (sources.length === 0) return blank;
  return <FallbackImage className={className} src={sources[0]!} alternates={sources.slice(1)} alt={alt} loading="lazy" decoding="async" fallback={blank} />;
}

function Thumb({ medium, index, count, onOpen, t }: { medium: FeedbackMedia; index: number; count: number; onOpen: () => void; t: Translate }) {
  if (medium.kind === 'photo') {
    return (
      <button type="button" className="media-thumb" aria-haspopup="dialog" onClick={onOpen}>
        <Picture
          sources={feedbackPhotoSources(medium.id, FEEDBACK_THUMB_SIZE)}
          alt={t('productCard.feedbackMedia.openPhoto', { index, count })}
          className="media-thumb__img"
        />
      </button>
    );
  }
  const duration = durationText(medium.durationSec);
  return (
    <button type="button" className="media-thumb media-thumb--video" aria-haspopup="dialog" onClick={onOpen}>
      <Picture
        sources={feedbackVideoSources(medium.id).poster}
        alt={t('productCard.feedbackMedia.openVideo', { index, count, duration })}
        className="media-thumb__img"
      />
      <span className="media-thumb__play" aria-hidden="true">
        ▶
      </span>
      {duration && (
        <span className="media-thumb__duration" aria-hidden="true">
          {duration}
        </span>
      )}
    </button>
  );
}

/**
 * Shoppers' photos and videos (routing-wallet §3 "Feedback media"; storefront-shell.md §7
 * "Feedback photos .../photos/{size}.webp", "Feedback video preview"): a strip of thumbnails, a
 * video's with its duration (routing-wallet §5 "feedback video duration is formatted"). A photo
 * opens larger, a video plays, in a popup 855 px wide (storefront-shell.md §9 "video popup width
 * 855"; the screen's width when narrower) that Escape closes. Nothing when there are none.
 */
export const FeedbackMediaStrip = memo(function FeedbackMediaStrip({ media, level, t }: FeedbackMediaStripProps) {
  const [opened, setOpened] = useState<number | null>(null);
  if (media.length === 0) return null;
  const Heading = `h${level}` as const;
  const current = opened === null ? undefined : media[opened];
  const count = media.length;
  const title = current?.kind === 'video' ? t('productCard.feedbackMedia.video') : t('productCard.feedbackMedia.photo');
  return (
    <section className="feedback-media" part="feedback-media" aria-labelledby="feedback-media-title">
      <Heading id="feedback-media-title">{t('productCard.feedbackMedia.title')}</Heading>
      <ul className="media-strip">
        {media.map((medium, i) => (
          <li key={`${medium.kind}:${medium.id}`}>
            <Thumb medium={medium} index={i + 1} count={count} onOpen={() => setOpened(i)} t={t} />
          </li>
        ))}
      </ul>
      <ModalDialog
        open={current !== undefined}
        onDismiss={() => setOpened(null)}
        labelledBy="feedback-media-dialog-title"
        className="media-dialog"
        part="feedback-media-dialog"
      >
        <div className="vt-dialog-head">
          <h2 id="feedback-media-dialog-title" className="vt-dialog-title">
            {title}
          </h2>
          <button type="button" className="vt-dialog-close" aria-label={t('common.close')} onClick={() => setOpened(null)}>
            ×
          </button>
        </div>
        {/* Only while open: closing stops the video at once. */}
        {current?.kind === 'photo' && (
          <Picture
            sources={feedbackPhotoSources(current.id, FEEDBACK_PHOTO_SIZE)}
            alt={t('productCard.feedbackMedia.photoOf', { index: opened! + 1, count })}
            className="media-photo"
          />
        )}
        {current?.kind === 'video' && <FeedbackVideo key={current.id} sources={feedbackVideoSources(current.id)} label={title} t={t} />}
      </ModalDialog>
    </section>
  );
});
