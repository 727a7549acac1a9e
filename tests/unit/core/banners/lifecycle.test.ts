import { describe, expect, it } from 'vitest';
import {
  BANNER_STATES,
  IFRAME_EVENT_STATES,
  SHOWN_AFTER_VISIBLE_HTML5_MS,
  SHOWN_AFTER_VISIBLE_VIDEO_MS,
  SLIDE_HOLD_MS,
  VIDEO_START_WAIT_MS,
  canMove,
  canPlayVideo,
  iframeLayerVisible,
  shownAfterVisibleMs,
  transition,
  type BannerState,
  type LifecycleEvent,
} from '../../../../core/domain/banners/lifecycle';

// Rows: from; columns: to; both in rank order. x = allowed, . = refused.
//   forward moves only, resumed->paused and completed->content-ready, ERROR from anywhere and final.
const ORDER: BannerState[] = [
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
];
const MATRIX = `
  CREATED          . x x x x x x x x x
  SERVICE_READY    . . x x x x x x x x
  IFRAME_READY     . . . x x x x x x x
  CONTENT_READY    . . . . x x x x x x
  VIDEO_INIT_START . . . . . x x x x x
  VIDEO_STARTED    . . . . . . x x x x
  VIDEO_PAUSED     . . . . . . . x x x
  VIDEO_RESUMED    . . . . . . x . x x
  VIDEO_COMPLETED  . . . x . . . . . x
  ERROR            . . . . . . . . . .
`;
const CASES = MATRIX.trim()
  .split('\n')
  .flatMap((line) => {
    const [from, ...cells] = line.trim().split(/\s+/) as [BannerState, ...string[]];
    return cells.map((cell, column) => ({ from, to: ORDER[column] as BannerState, allowed: cell === 'x' }));
  });

describe('core/banners/lifecycle (shell §4 Iframe banner lifecycle)', () => {
  it('§4 states in rank order', () => {
    expect(BANNER_STATES).toEqual(ORDER);
  });

  it('the table covers all 100 state pairs', () => {
    expect(CASES).toHaveLength(100);
  });

  it.each(CASES)('§4 $from -> $to allowed: $allowed', ({ from, to, allowed }) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('§4 iframe events map to the same-named states (served -> SERVICE_READY, ready -> IFRAME_READY)', () => {
    expect(IFRAME_EVENT_STATES).toEqual({
      served: 'SERVICE_READY',
      ready: 'IFRAME_READY',
      started: 'VIDEO_STARTED',
      paused: 'VIDEO_PAUSED',
      resumed: 'VIDEO_RESUMED',
      completed: 'VIDEO_COMPLETED',
      error: 'ERROR',
    });
  });

  it('§4 content-ready follows iframe-ready automatically', () => {
    expect(transition('SERVICE_READY', 'ready')).toEqual({
      state: 'CONTENT_READY',
      refused: false,
      entered: ['IFRAME_READY', 'CONTENT_READY'],
    });
  });

  it('a whole video run: served, ready, init, started, paused, resumed, paused, resumed, completed, rewind', () => {
    const events: LifecycleEvent[] = ['served', 'ready', 'initVideo', 'started', 'paused', 'resumed', 'paused', 'resumed', 'completed', 'rewind'];
    const states: BannerState[] = [];
    let state: BannerState = 'CREATED';
    for (const event of events) {
      const result = transition(state, event);
      expect(result.refused, event).toBe(false);
      state = result.state;
      states.push(state);
    }
    expect(states).toEqual([
      'SERVICE_READY',
      'CONTENT_READY',
      'VIDEO_INIT_START',
      'VIDEO_STARTED',
      'VIDEO_PAUSED',
      'VIDEO_RESUMED',
      'VIDEO_PAUSED',
      'VIDEO_RESUMED',
      'VIDEO_COMPLETED',
      'CONTENT_READY',
    ]);
  });

  it('a refused move keeps the state and says so', () => {
    expect(transition('VIDEO_STARTED', 'served')).toEqual({ state: 'VIDEO_STARTED', refused: true, entered: [] });
    expect(transition('CONTENT_READY', 'ready')).toEqual({ state: 'CONTENT_READY', refused: true, entered: [] });
    expect(transition('VIDEO_PAUSED', 'paused').refused).toBe(true);
  });

  it('§4 ERROR is enterable from anywhere (error event or the 2 s start timeout) and final', () => {
    for (const state of ORDER.filter((s) => s !== 'ERROR')) {
      expect(transition(state, 'error').state).toBe('ERROR');
      expect(transition(state, 'startTimeout').state).toBe('ERROR');
    }
    for (const event of ['served', 'ready', 'started', 'paused', 'resumed', 'completed', 'error', 'initVideo', 'rewind'] as const) {
      expect(transition('ERROR', event)).toEqual({ state: 'ERROR', refused: true, entered: [] });
    }
  });

  it('an unknown event (e.g. from a hostile creative) is refused, not thrown', () => {
    expect(transition('CREATED', 'toString' as LifecycleEvent)).toEqual({ state: 'CREATED', refused: true, entered: [] });
    expect(transition('CREATED', '__proto__' as LifecycleEvent).refused).toBe(true);
  });

  it('§4 a video plays only when content is ready, visible and the slide active', () => {
    for (const state of ORDER) {
      const playable = ['CONTENT_READY', 'VIDEO_INIT_START', 'VIDEO_STARTED', 'VIDEO_PAUSED', 'VIDEO_RESUMED'].includes(state);
      expect(canPlayVideo({ state, visible: true, active: true }), state).toBe(playable);
      expect(canPlayVideo({ state, visible: false, active: true }), state).toBe(false);
      expect(canPlayVideo({ state, visible: true, active: false }), state).toBe(false);
    }
  });

  it('§4 the HTML5 content shows when ready; on error the iframe layer is hidden (static image shown)', () => {
    expect(iframeLayerVisible('CREATED')).toBe(false);
    expect(iframeLayerVisible('SERVICE_READY')).toBe(false);
    expect(iframeLayerVisible('IFRAME_READY')).toBe(false);
    expect(iframeLayerVisible('CONTENT_READY')).toBe(true);
    expect(iframeLayerVisible('VIDEO_COMPLETED')).toBe(true);
    expect(iframeLayerVisible('ERROR')).toBe(false);
  });

  it('§9 video start wait 2000 ms; slide hold 10000 ms; shown after 1 s (HTML5) / 2 s (video)', () => {
    expect(VIDEO_START_WAIT_MS).toBe(2000);
    expect(SLIDE_HOLD_MS).toBe(10_000);
    expect(SHOWN_AFTER_VISIBLE_HTML5_MS).toBe(1000);
    expect(SHOWN_AFTER_VISIBLE_VIDEO_MS).toBe(2000);
    expect(shownAfterVisibleMs('html5')).toBe(1000);
    expect(shownAfterVisibleMs('video')).toBe(2000);
  });
});
