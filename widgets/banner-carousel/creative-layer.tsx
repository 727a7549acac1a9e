import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createCreativeFrame, creativeFrameSrc, iframeLayerVisible, CREATIVE_SANDBOX } from '../../core/domain/banners';
import type { AnalyticsParams, CreativeErrorReason, CreativeFrame, BannerState } from '../../core/domain/banners';
import type { Banner } from '../../contracts/banners';

export interface CreativeCallbacks {
  onState(state: BannerState): void;
  onEnded(): void;
  onError(reason: CreativeErrorReason): void;
  onShown(): void;
  onAnalytics(event: string, params: AnalyticsParams): void;
}

export interface CreativeLayerProps extends CreativeCallbacks {
  banner: Banner & { kind: 'html5' | 'video'; creative: NonNullable<Banner['creative']> };
  title: string;
  active: boolean;
  visible: boolean;
}

/**
 * The iframe of an HTML5 or video creative over the slide's static image (§4): hidden until its
 * content is ready, hidden for good on error (the static image stays). The protocol lives in
 * core/banners/creative-frame.ts. An on-demand part (creative-layer-on-demand.tsx), given the
 * slide's latest callbacks through a ref that stays the same.
 */
export function CreativeLayer({
  banner,
  title,
  active,
  visible,
  latest,
}: Omit<CreativeLayerProps, keyof CreativeCallbacks> & { latest: { readonly current: CreativeCallbacks } }) {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const frameRef = useRef<CreativeFrame | null>(null);
  const [state, setState] = useState<BannerState>('CREATED');

  // A layout effect: the iframe is inserted with its src, so the protocol's listeners are in place
  // in the same task, before the creative's first message or load can arrive.
  useLayoutEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    const frame = createCreativeFrame({
      iframe,
      creative: banner.creative,
      kind: banner.kind,
      onState: (next) => {
        setState(next);
        latest.current.onState(next);
      },
      onEnded: () => latest.current.onEnded(),
      onError: (reason) => latest.current.onError(reason),
      onShown: () => latest.current.onShown(),
      onAnalytics: (event, params) => latest.current.onAnalytics(event, params),
    });
    frameRef.current = frame;
    return () => {
      frame.destroy();
      frameRef.current = null;
    };
  }, [banner.creative, banner.kind, latest]);

  useEffect(() => frameRef.current?.setActive(active), [active]);
  useEffect(() => frameRef.current?.setVisible(visible), [visible]);

  const shown = iframeLayerVisible(state);
  return (
    <iframe
      ref={iframeRef}
      className={shown ? 'creative creative--shown' : 'creative'}
      part="creative"
      title={title}
      sandbox={CREATIVE_SANDBOX}
      src={creativeFrameSrc(banner.creative)}
      allow="autoplay"
      referrerPolicy="no-referrer"
      data-state={state}
      hidden={state === 'ERROR'}
      aria-hidden={shown ? undefined : true}
      tabIndex={shown && active ? 0 : -1}
    />
  );
}
