/**
 * storefront-shell.md §4 "Iframe banner lifecycle": the states of an HTML5 or video banner
 * living in an iframe, and the moves between them.
 */

/** The states in rank order (§4 "rank order"); the rank is the index. */
export const BANNER_STATES = [
  'CREATED',
  'SERVICE_READY',
  'IFRAME_READY',
  'CONTENT_READY',
  'VIDEO_INIT_START',
  'VIDEO_STARTED',
  'VIDEO_PAUSED',
  'VIDEO_RESUMED',
  'VIDEO_COMPLETED',
  'ERROR',
] as const;
export type BannerState = (typeof BANNER_STATES)[number];

/** §9 "Video start wait 2000 ms": a video not started by then is an error and the carousel advances. */
export const VIDEO_START_WAIT_MS = 2000;
/**
 * §9 "slide hold 10000 ms": how long a slide of the main carousel stays before the next one comes
 * (the "main autoplay 10000 ms" figure). Every slide change, by hand, by a finished video or by a
 * creative error, starts a full hold again; a playing video holds its slide until it ends.
 */
export const SLIDE_HOLD_MS = 10_000;
import { SHOWN_AFTER_VISIBLE_HTML5_MS, SHOWN_AFTER_VISIBLE_VIDEO_MS } from './carousel';

export { SHOWN_AFTER_VISIBLE_HTML5_MS, SHOWN_AFTER_VISIBLE_VIDEO_MS };

/** Events the creative sends (§7 "it receives served, ready, started, paused, resumed, completed, error"). */
export type IframeEvent = 'served' | 'ready' | 'started' | 'paused' | 'resumed' | 'completed' | 'error';

/**
 * Events the page itself raises: `initVideo` when it asks the creative to start (VIDEO_INIT_START),
 * `startTimeout` when the video did not start within VIDEO_START_WAIT_MS (§4: "treated as an error"),
 * `rewind` when a completed video goes back to content-ready to be played again.
 */
export type PageEvent = 'initVideo' | 'startTimeout' | 'rewind';
export type LifecycleEvent = IframeEvent | PageEvent;

/** §4 "Iframe events map: served to service ready, ready to iframe ready, started, paused, resumed, completed, error to the same-named states." */
export const IFRAME_EVENT_STATES: Readonly<Record<IframeEvent, BannerState>> = {
  served: 'SERVICE_READY',
  ready: 'IFRAME_READY',
  started: 'VIDEO_STARTED',
  paused: 'VIDEO_PAUSED',
  resumed: 'VIDEO_RESUMED',
  completed: 'VIDEO_COMPLETED',
  error: 'ERROR',
};

const PAGE_EVENT_STATES: Readonly<Record<PageEvent, BannerState>> = {
  initVideo: 'VIDEO_INIT_START',
  startTimeout: 'ERROR',
  rewind: 'CONTENT_READY',
};

/** §4 "For video, resumed to paused and completed back to content-ready are also allowed." */
const BACKWARD_MOVES: ReadonlyArray<readonly [BannerState, BannerState]> = [
  ['VIDEO_RESUMED', 'VIDEO_PAUSED'],
  ['VIDEO_COMPLETED', 'CONTENT_READY'],
];

export function stateRank(state: BannerState): number {
  return BANNER_STATES.indexOf(state);
}

/**
 * Whether the lifecycle may move from one state to another (§4): forward moves only (any
 * forward jump, e.g. an HTML5 banner never enters the video states), the two video moves back,
 * ERROR from anywhere; ERROR is final. Staying in the same state is not a move.
 */
export function canMove(from: BannerState, to: BannerState): boolean {
  if (from === 'ERROR') return false;
  if (to === 'ERROR') return true;
  if (stateRank(to) > stateRank(from)) return true;
  return BACKWARD_MOVES.some(([a, b]) => a === from && b === to);
}

export interface TransitionResult {
  /** The state after the event: the previous one when the move was refused. */
  state: BannerState;
  refused: boolean;
  /** Every state entered, in order (two for `ready`: IFRAME_READY then CONTENT_READY); empty when refused. */
  entered: BannerState[];
}

/**
 * Applies one event. §4 "Content-ready follows iframe-ready automatically": `ready` enters
 * IFRAME_READY and then CONTENT_READY in one step.
 */
export function transition(state: BannerState, event: LifecycleEvent): TransitionResult {
  const target = eventTarget(event);
  if (!target || !canMove(state, target)) return { state, refused: true, entered: [] };
  if (target === 'IFRAME_READY') return { state: 'CONTENT_READY', refused: false, entered: ['IFRAME_READY', 'CONTENT_READY'] };
  return { state: target, refused: false, entered: [target] };
}

function eventTarget(event: LifecycleEvent): BannerState | undefined {
  if (Object.hasOwn(IFRAME_EVENT_STATES, event)) return IFRAME_EVENT_STATES[event as IframeEvent];
  if (Object.hasOwn(PAGE_EVENT_STATES, event)) return PAGE_EVENT_STATES[event as PageEvent];
  return undefined;
}

/** States in which the content is ready and the video has neither completed nor failed. */
const PLAYABLE_STATES: ReadonlySet<BannerState> = new Set(['CONTENT_READY', 'VIDEO_INIT_START', 'VIDEO_STARTED', 'VIDEO_PAUSED', 'VIDEO_RESUMED']);

/**
 * §4 "A video plays only when content is ready, the banner is visible and the slide is active."
 * A completed video must be rewound (back to CONTENT_READY) first; an errored one never plays.
 */
export function canPlayVideo({ state, visible, active }: { state: BannerState; visible: boolean; active: boolean }): boolean {
  return PLAYABLE_STATES.has(state) && visible && active;
}

/** §9: how long a banner must stay visible before its "shown" analytics event. */
export function shownAfterVisibleMs(kind: 'html5' | 'video'): number {
  return kind === 'video' ? SHOWN_AFTER_VISIBLE_VIDEO_MS : SHOWN_AFTER_VISIBLE_HTML5_MS;
}

/**
 * §4 "An HTML5 banner shows its content when ready. ... On error the iframe layer is hidden and
 * the static image shown." Until content-ready the static image is what the shopper sees.
 */
export function iframeLayerVisible(state: BannerState): boolean {
  return state !== 'ERROR' && stateRank(state) >= stateRank('CONTENT_READY');
}
