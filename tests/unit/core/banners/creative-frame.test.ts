import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCreativeFrame, creativeFrameSrc, type CreativeFrameOptions } from '../../../../core/domain/banners/creative-frame';
import { SHOWN_AFTER_VISIBLE_HTML5_MS, SHOWN_AFTER_VISIBLE_VIDEO_MS, VIDEO_START_WAIT_MS } from '../../../../core/domain/banners/lifecycle';
import { CREATIVE_SANDBOX } from '../../../../core/domain/banners/sandbox';

const SRC = 'https://ads.example.com/creative.html?banner=1';

/**
 * An iframe, the page window and the creative's MessagePort, enough for the controller: messages
 * are delivered by hand. `served` carries the port; the page answers only over it.
 */
function setup(kind: 'html5' | 'video', extra: Partial<CreativeFrameOptions> = {}, inserted: Record<string, string> = {}) {
  const frameWindow = { postMessage: vi.fn() };
  const port = { postMessage: vi.fn(), close: vi.fn(), onmessage: null as ((event: { data: unknown }) => void) | null };
  // What the iframe was inserted with (a renderer's attributes); every src assignment navigates it.
  const attributes = new Map<string, string>(Object.entries(inserted));
  const navigations: string[] = [];
  const loadListeners: Array<() => void> = [];
  const iframe = {
    contentWindow: frameWindow,
    get src() {
      return attributes.get('src') ?? '';
    },
    set src(value: string) {
      attributes.set('src', value);
      navigations.push(value);
    },
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    addEventListener: (_: string, listener: () => void) => loadListeners.push(listener),
    removeEventListener: vi.fn(),
  };
  let onMessage: ((event: Partial<MessageEvent>) => void) | undefined;
  const messageTarget = {
    addEventListener: (_: string, listener: (event: Partial<MessageEvent>) => void) => (onMessage = listener),
    removeEventListener: vi.fn(() => (onMessage = undefined)),
  };
  const states: string[] = [];
  const callbacks = { onEnded: vi.fn(), onError: vi.fn(), onShown: vi.fn(), onAnalytics: vi.fn() };
  const frame = createCreativeFrame({
    iframe: iframe as unknown as HTMLIFrameElement,
    creative: { src: SRC, xml: '<VAST/>', data: { title: 'T' } },
    kind,
    messageTarget: messageTarget as unknown as Window,
    onState: (state) => states.push(state),
    ...callbacks,
    ...extra,
  });
  const isServed = (data: unknown) => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'served';
  const fromFrame = (data: unknown, source: unknown = frameWindow, origin = 'null') =>
    onMessage?.({ data, source: source as Window, origin, ports: isServed(data) ? [port as unknown as MessagePort] : [] });
  const deliver = (data: unknown, ports: unknown[]) =>
    onMessage?.({ data, source: frameWindow as unknown as Window, origin: 'null', ports: ports as MessagePort[] });
  const sent = () => port.postMessage.mock.calls.map(([message]) => (message as { type: string }).type);
  const load = () => loadListeners.forEach((listener) => listener());
  return { frame, iframe, attributes, navigations, frameWindow, port, fromFrame, deliver, sent, states, load, messageTarget, ...callbacks };
}

describe('core/banners/creative-frame (shell §4 iframe lifecycle, §7 postMessage protocol, §9 timings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sandboxes the frame without allow-same-origin, then loads the creative', () => {
    const { attributes, iframe } = setup('html5');
    expect(attributes.get('sandbox')).toBe(CREATIVE_SANDBOX);
    expect(CREATIVE_SANDBOX.split(' ')).toContain('allow-scripts');
    expect(CREATIVE_SANDBOX.split(' ')).not.toContain('allow-same-origin');
    expect(iframe.src).toBe(SRC);
  });

  it('a frame inserted with its sandbox and src is not navigated again: its first load is its own', () => {
    const creative = { src: SRC, xml: '', data: '' };
    expect(creativeFrameSrc(creative)).toBe(SRC);
    const { navigations, load, onError, attributes } = setup('html5', { creative }, { sandbox: CREATIVE_SANDBOX, src: creativeFrameSrc(creative)! });
    expect(navigations).toEqual([]);
    expect(attributes.get('sandbox')).toBe(CREATIVE_SANDBOX);
    load();
    expect(onError).not.toHaveBeenCalled();
  });

  it("§7 answers served with init (xml and data) over the creative's port, never a window message", () => {
    const { fromFrame, frameWindow, port, states, frame } = setup('html5');
    fromFrame({ type: 'served' });
    expect(port.postMessage).toHaveBeenCalledWith({ type: 'init', xml: '<VAST/>', data: { title: 'T' } });
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    port.onmessage!({ data: JSON.stringify({ type: 'ready' }) }); // later events travel over the port
    expect(states).toEqual(['SERVICE_READY', 'IFRAME_READY', 'CONTENT_READY']);
    expect(frame.layerVisible).toBe(true);
  });

  it("a creative that offers no port with served is sent nothing (never a '*' window message) and is reported", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { deliver, frameWindow, port, states } = setup('html5');
    deliver({ type: 'served' }, []);
    expect(states).toEqual(['SERVICE_READY']);
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    expect(port.postMessage).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]![0]).toContain('offered no MessagePort');
  });

  it('destroy closes the port', () => {
    const { frame, fromFrame, port } = setup('html5');
    fromFrame({ type: 'served' });
    frame.destroy();
    expect(port.close).toHaveBeenCalled();
  });

  it('posts nothing before the frame announced itself', () => {
    const { frame, sent } = setup('html5');
    frame.setActive(true);
    frame.setVisible(true);
    expect(sent()).toEqual([]);
  });

  it('§7 sends visible and invisible as the banner shows and hides (visible and active); a creative ready out of sight is told so at once', () => {
    const { frame, fromFrame, sent } = setup('html5');
    fromFrame({ type: 'served' });
    fromFrame({ type: 'ready' });
    // Ready in a slide not shown (a neighbour of the lazy window): it pauses until shown.
    expect(sent()).toEqual(['init', 'invisible']);
    frame.setVisible(true);
    expect(sent()).toEqual(['init', 'invisible']);
    frame.setActive(true);
    frame.setActive(false);
    frame.setActive(true);
    expect(sent()).toEqual(['init', 'invisible', 'visible', 'invisible', 'visible']);
  });

  it('bad input: messages from another window, malformed ones and unknown types are ignored', () => {
    const { fromFrame, states, onError } = setup('html5');
    const other = { postMessage: vi.fn() };
    fromFrame({ type: 'served' }, other);
    fromFrame({ type: 'error' }, other);
    fromFrame({ type: 'error' }, null);
    fromFrame('{not json');
    fromFrame({ type: 'hack' });
    fromFrame({ type: 42 });
    fromFrame(null);
    fromFrame({ type: 'trackAnalytics' });
    expect(states).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('messages from the frame with a real origin are refused: the creative runs opaque', () => {
    const { fromFrame, states } = setup('html5');
    fromFrame({ type: 'served' }, undefined, 'https://ads.example.com');
    expect(states).toEqual([]);
  });

  it('§4 refused moves change nothing (ready before served is fine, served after ready is not)', () => {
    const { fromFrame, states } = setup('html5');
    fromFrame({ type: 'ready' });
    fromFrame({ type: 'served' });
    expect(states).toEqual(['IFRAME_READY', 'CONTENT_READY']);
  });

  it('§4 a video plays only when content is ready, the banner visible and the slide active', () => {
    const { frame, fromFrame, states } = setup('video');
    frame.setVisible(true);
    frame.setActive(true);
    fromFrame({ type: 'served' });
    expect(states).not.toContain('VIDEO_INIT_START');
    fromFrame({ type: 'ready' });
    expect(states.at(-1)).toBe('VIDEO_INIT_START');
  });

  it.each([
    ['not visible', { visible: false, active: true }],
    ['not active', { visible: true, active: false }],
  ])('§4 a ready video does not play when %s', (_name, { visible, active }) => {
    const { frame, fromFrame, states } = setup('video');
    fromFrame({ type: 'served' });
    fromFrame({ type: 'ready' });
    frame.setVisible(visible);
    frame.setActive(active);
    expect(states.at(-1)).toBe('CONTENT_READY');
  });

  it('§4 §9 a video that has not started 2000 ms after it was asked is an error', () => {
    const { frame, fromFrame, states, onError } = setup('video');
    fromFrame({ type: 'served' });
    fromFrame({ type: 'ready' });
    frame.setVisible(true);
    frame.setActive(true);
    vi.advanceTimersByTime(VIDEO_START_WAIT_MS - 1);
    expect(onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toBe('ERROR');
    expect(onError).toHaveBeenCalledWith('startTimeout');
    expect(frame.layerVisible).toBe(false);
  });

  it('§4 a video that starts in time is not an error; completed ends the slide and rewinds when the slide leaves', () => {
    const { frame, fromFrame, states, onError, onEnded, sent } = setup('video');
    fromFrame({ type: 'served' });
    fromFrame({ type: 'ready' });
    frame.setVisible(true);
    frame.setActive(true);
    vi.advanceTimersByTime(VIDEO_START_WAIT_MS - 1);
    fromFrame({ type: 'started' });
    vi.advanceTimersByTime(VIDEO_START_WAIT_MS);
    expect(onError).not.toHaveBeenCalled();
    fromFrame({ type: 'paused' });
    fromFrame({ type: 'resumed' });
    fromFrame({ type: 'paused' });
    fromFrame({ type: 'resumed' });
    fromFrame({ type: 'completed' });
    expect(onEnded).toHaveBeenCalledTimes(1);
    frame.setActive(false);
    expect(states.slice(3)).toEqual([
      'VIDEO_INIT_START',
      'VIDEO_STARTED',
      'VIDEO_PAUSED',
      'VIDEO_RESUMED',
      'VIDEO_PAUSED',
      'VIDEO_RESUMED',
      'VIDEO_COMPLETED',
      'CONTENT_READY',
    ]);
    expect(sent().at(-1)).toBe('invisible');
    frame.setActive(true);
    expect(states.at(-1)).toBe('VIDEO_INIT_START');
  });

  it('§4 error is final: the static image stays and nothing more is posted', () => {
    const { frame, fromFrame, states, onError, sent, onAnalytics } = setup('html5');
    fromFrame({ type: 'served' });
    fromFrame({ type: 'error', message: 'boom' });
    expect(onError).toHaveBeenCalledWith('creative');
    fromFrame({ type: 'ready' });
    fromFrame({ type: 'trackAnalytics', event: 'click' });
    frame.setVisible(true);
    frame.setActive(true);
    expect(states).toEqual(['SERVICE_READY', 'ERROR']);
    expect(sent()).toEqual(['init']);
    expect(onAnalytics).not.toHaveBeenCalled();
  });

  it('a frame that navigates after its own load is an error', () => {
    const { load, onError, states } = setup('html5');
    load();
    expect(onError).not.toHaveBeenCalled();
    load();
    expect(onError).toHaveBeenCalledWith('navigated');
    expect(states).toEqual(['ERROR']);
  });

  it('§7 trackAnalytics reaches the page with its params', () => {
    const { fromFrame, onAnalytics } = setup('html5');
    fromFrame({ type: 'trackAnalytics', event: 'click', params: { x: 1, bad: { nested: true } } });
    expect(onAnalytics).toHaveBeenCalledWith('click', { x: 1 });
  });

  it.each([
    ['html5', SHOWN_AFTER_VISIBLE_HTML5_MS],
    ['video', SHOWN_AFTER_VISIBLE_VIDEO_MS],
  ] as const)('§9 the %s shown event comes after %i ms visible, once', (kind, ms) => {
    const { frame, fromFrame, onShown } = setup(kind);
    fromFrame({ type: 'served' });
    fromFrame({ type: 'ready' });
    frame.setVisible(true);
    frame.setActive(true);
    if (kind === 'video') fromFrame({ type: 'started' });
    vi.advanceTimersByTime(ms - 1);
    expect(onShown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onShown).toHaveBeenCalledTimes(1);
    frame.setVisible(false);
    frame.setVisible(true);
    vi.advanceTimersByTime(ms * 2);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('§9 hiding before the time is up restarts the wait', () => {
    const { frame, fromFrame, onShown } = setup('html5');
    fromFrame({ type: 'served' });
    fromFrame({ type: 'ready' });
    frame.setActive(true);
    frame.setVisible(true);
    vi.advanceTimersByTime(SHOWN_AFTER_VISIBLE_HTML5_MS - 1);
    frame.setVisible(false);
    frame.setVisible(true);
    vi.advanceTimersByTime(SHOWN_AFTER_VISIBLE_HTML5_MS - 1);
    expect(onShown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('§8 a creative address that is not http(s) is not framed: error at once, static image', async () => {
    const onError = vi.fn();
    const { iframe, states } = setup('html5', { creative: { src: 'javascript:alert(1)', xml: '', data: '' }, onError });
    await Promise.resolve();
    expect(creativeFrameSrc({ src: 'javascript:alert(1)', xml: '', data: '' })).toBeUndefined();
    expect(iframe.src).toBe('');
    expect(states).toEqual(['ERROR']);
    expect(onError).toHaveBeenCalledWith('unframeable');
  });

  it('destroy stops listening and the timers', () => {
    const { frame, fromFrame, messageTarget, onError } = setup('video');
    fromFrame({ type: 'served' });
    fromFrame({ type: 'ready' });
    frame.setVisible(true);
    frame.setActive(true);
    frame.destroy();
    vi.advanceTimersByTime(VIDEO_START_WAIT_MS * 2);
    expect(onError).not.toHaveBeenCalled();
    expect(messageTarget.removeEventListener).toHaveBeenCalled();
  });
});
