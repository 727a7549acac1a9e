import { useEffect, useRef, useState } from 'react';
import type { FeedbackVideoSources } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';
import { FallbackImage } from '../shared/fallback-image';

export interface FeedbackVideoProps {
  sources: FeedbackVideoSources;
  label: string;
  t: Translate;
}

/**
 * A shopper's video, with the browser's controls. mp4 plays natively; HLS is not used: hls.js
 * (light build, about 120 KB gzipped) is six times the 20 KB a widget part may add (DESIGN.md
 * "Budgets"), and every browser plays the mp4. A file that fails on every host shows the preview
 * with a message and a retry that loads it again (the error's poster-and-retry rule).
 */
/** A retry asks the network again: the browser may keep a failed answer for the same address. */
const retryUrl = (url: string, attempt: number) => (attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`);

export function FeedbackVideo({ sources, label, t }: FeedbackVideoProps) {
  const [host, setHost] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const failed = host >= sources.mp4.length;
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    // The shopper asked for this video: start it (a refused autoplay leaves the controls to them).
    video.current?.play().catch(() => undefined);
  }, [host, attempt]);

  if (failed) {
    return (
      <div className="media-video media-video--failed" part="feedback-video-failed">
        {sources.poster.length > 0 && (
          <FallbackImage className="media-video__poster" src={sources.poster[0]!} alternates={sources.poster.slice(1)} alt="" fallback={null} />
        )}
        <div className="media-video__error" role="alert">
          <p>{t('productCard.feedbackMedia.videoFailed')}</p>
          <button
            type="button"
            className="media-video__retry"
            onClick={() => {
              setAttempt((n) => n + 1);
              setHost(0);
            }}
          >
            {t('productCard.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <video
      key={`${attempt}:${host}`}
      ref={video}
      className="media-video"
      part="feedback-video"
      src={retryUrl(sources.mp4[host]!, attempt)}
      poster={sources.poster[0]}
      aria-label={label}
      controls
      playsInline
      preload="auto"
      // The next host, then the poster and retry (storefront-shell.md §8 "fall back to alternate sources").
      onError={() => setHost((n) => n + 1)}
    />
  );
}
