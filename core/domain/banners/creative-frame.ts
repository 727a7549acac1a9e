/**
 * One HTML5 or video creative in its iframe (storefront-shell.md §4 "Iframe banner lifecycle",
 * §7 the postMessage protocol, §9 "Video start wait 2000 ms", "shown event for HTML5 after 1 s
 * visible, video after 2 s"). Framework-free: the widget creates one per framed slide and tells
 * it whether the banner is visible and its slide active.
 */
import { VIDEO_START_WAIT_MS, canPlayVideo, iframeLayerVisible, shownAfterVisibleMs, transition, type BannerState, type LifecycleEvent } from './lifecycle';
import {
  acceptMessage,
  creativeMessageOrigin,
  initMessage,
  invisibleMessage,
  parseIncomingMessage,
  visibleMessage,
  type AnalyticsParams,
  type OutgoingMessage,
} from './messages';
import { CREATIVE_SANDBOX, isOpaqueSandbox } from './sandbox';
import type { BannerCreative } from '../../../contracts/banners';

export type CreativeErrorReason = 'creative' | 'startTimeout' | 'navigated' | 'unframeable';

export interface CreativeFrameCallbacks {
  /** Every state entered, in order (CONTENT_READY shows the iframe layer; ERROR shows the static image). */
  onState?(state: BannerState): void;
  /** §4 "When the video ends the slide changes." */
  onEnded?(): void;
  /** §4 "If the video does not start within 2 s it is treated as an error and the carousel advances." */
  onError?(reason: CreativeErrorReason): void;
  /** The creative's own trackAnalytics events. */
  onAnalytics?(event: string, params: AnalyticsParams): void;
  /** §9: visible and active for 1 s (HTML5) or 2 s (video) with its content ready; once. */
  onShown?(): void;
}

export interface CreativeFrameOptions extends CreativeFrameCallbacks {
  iframe: HTMLIFrameElement;
  creative: BannerCreative;
  kind: 'html5' | 'video';
  /** The page's sandbox value; default CREATIVE_SANDBOX. */
  sandbox?: string;
  /** Relative creative addresses resolve against it. */
  baseUrl?: string;
  /** Where messages arrive; default the iframe's own window's parent (the page). */
  messageTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface CreativeFrame {
  readonly state: BannerState;
  /** Whether the iframe layer is shown (content ready, no error). */
  readonly layerVisible: boolean;
  setVisible(visible: boolean): void;
  setActive(active: boolean): void;
  destroy(): void;
}

/**
 * The address the creative's iframe loads, or undefined when it cannot be framed (no origin its
 * messages could be checked against). A renderer gives it to the iframe as it is inserted: an
 * iframe inserted without one first commits about:blank synchronously, which doubles the cost of
 * the insertion (a long task on a slow phone).
 */
export function creativeFrameSrc(creative: BannerCreative, sandbox = CREATIVE_SANDBOX, baseUrl?: string): string | undefined {
  return creativeMessageOrigin(creative.src, isOpaqueSandbox(sandbox), baseUrl) ? creative.src : undefined;
}

/**
 * Wires an iframe to the protocol: sets its sandbox, and its src unless it was inserted with it
 * (creativeFrameSrc), takes the MessagePort the creative
 * sends with `served` and answers `init` over it (never a window message: no '*' target), keeps
 * the creative told of visibility, plays a video only when content is ready, the banner visible
 * and the slide active, and turns a start that does not come within 2 s into ERROR.
 */
export function createCreativeFrame(options: CreativeFrameOptions): CreativeFrame {
  const { iframe, creative, kind } = options;
  const sandbox = options.sandbox ?? CREATIVE_SANDBOX;
  const expectedOrigin = creativeMessageOrigin(creative.src, isOpaqueSandbox(sandbox), options.baseUrl);
  const messageTarget = options.messageTarget ?? window;
  let state: BannerState = 'CREATED';
  let visible = false;
  let active = false;
  let told: 'visible' | 'invisible' | null = null;
  /** The creative's end of the conversation: handed over with `served`; the page posts only here. */
  let port: MessagePort | null = null;
  let ownLoadPending = true;
  let destroyed = false;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let shownTimer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;

  const apply = (event: LifecycleEvent): boolean => {
    const result = transition(state, event);
    if (result.refused) return false;
    state = result.state;
    for (const entered of result.entered) options.onState?.(entered);
    return true;
  };

  const post = (message: OutgoingMessage) => {
    if (!port || destroyed || state === 'ERROR') return;
    try {
      port.postMessage(message);
    } catch {
      /* the port was closed between the check and the call */
    }
  };

  const fail = (reason: CreativeErrorReason) => {
    if (!apply(reason === 'startTimeout' ? 'startTimeout' : 'error')) return;
    clearTimers();
    options.onError?.(reason);
  };

  function clearTimers() {
    clearTimeout(startTimer);
    clearTimeout(shownTimer);
    startTimer = undefined;
    shownTimer = undefined;
  }

  /** Brings what the creative was told, the video and the shown timer in line with visible/active. */
  const sync = () => {
    if (destroyed || state === 'ERROR' || !iframeLayerVisible(state)) return;
    const showing = visible && active;
    if (kind === 'video' && !active && state === 'VIDEO_COMPLETED') apply('rewind');
    if (showing && told !== 'visible') {
      told = 'visible';
      post(visibleMessage());
    } else if (!showing && told !== 'invisible') {
      told = 'invisible';
      post(invisibleMessage());
    }
    if (kind === 'video' && state === 'CONTENT_READY' && canPlayVideo({ state, visible, active })) {
      apply('initVideo');
      startTimer = setTimeout(() => {
        if (state === 'VIDEO_INIT_START') fail('startTimeout');
      }, VIDEO_START_WAIT_MS);
    }
    if (showing && !shown && shownTimer === undefined) {
      shownTimer = setTimeout(() => {
        shownTimer = undefined;
        if (visible && active && iframeLayerVisible(state)) {
          shown = true;
          options.onShown?.();
        }
      }, shownAfterVisibleMs(kind));
    } else if (!showing && shownTimer !== undefined) {
      clearTimeout(shownTimer);
      shownTimer = undefined;
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (!expectedOrigin || !acceptMessage(event, iframe.contentWindow, expectedOrigin)) return;
    handle(event.data, event.ports[0]);
  };

  /** What the creative says, through its window (source-checked above) or its port. */
  const handle = (data: unknown, offeredPort?: MessagePort) => {
    const message = parseIncomingMessage(data);
    if (!message) return;
    if (message.type === 'trackAnalytics') {
      if (state !== 'ERROR') options.onAnalytics?.(message.event, message.params);
      return;
    }
    if (message.type === 'error') return fail('creative');
    if (message.type === 'served') {
      if (!apply('served')) return;
      if (offeredPort) {
        port = offeredPort;
        port.onmessage = (portEvent) => handle(portEvent.data);
      } else {
        console.warn(`[vitrina] creative ${creative.src} offered no MessagePort with "served": it cannot be sent init`);
      }
      post(initMessage(creative.xml, creative.data));
      return;
    }
    if (!apply(message.type)) return;
    if (message.type === 'started') {
      clearTimeout(startTimer);
      startTimer = undefined;
    }
    if (message.type === 'completed') options.onEnded?.();
    sync();
  };

  // The first load after src is set is the creative's own; a later one means the frame navigated
  // away, and what it shows now is no longer the creative we were given: nothing more is posted.
  const onLoad = () => {
    if (ownLoadPending) ownLoadPending = false;
    else fail('navigated');
  };

  iframe.setAttribute('sandbox', sandbox);
  if (!expectedOrigin) {
    apply('error');
    queueMicrotask(() => options.onError?.('unframeable'));
  } else {
    messageTarget.addEventListener('message', onMessage as EventListener);
    iframe.addEventListener('load', onLoad);
    if (iframe.getAttribute('src') !== creative.src) iframe.src = creative.src;
  }

  return {
    get state() {
      return state;
    },
    get layerVisible() {
      return iframeLayerVisible(state);
    },
    setVisible(next) {
      visible = next;
      sync();
    },
    setActive(next) {
      active = next;
      sync();
    },
    destroy() {
      destroyed = true;
      clearTimers();
      messageTarget.removeEventListener('message', onMessage as EventListener);
      iframe.removeEventListener('load', onLoad);
      port?.close();
      port = null;
    },
  };
}
