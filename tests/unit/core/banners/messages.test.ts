import { describe, expect, it } from 'vitest';
import {
  OPAQUE_ORIGIN,
  acceptMessage,
  initMessage,
  invisibleMessage,
  parseIncomingMessage,
  targetOriginFor,
  visibleMessage,
} from '../../../../core/domain/banners/messages';

const CREATIVE_ORIGIN = 'https://ads.example.com';
const frameWindow = { name: 'our banner frame' } as unknown as Window;
const otherWindow = { name: 'some other frame' } as unknown as Window;
const from = (source: unknown, origin: string) => ({ source: source as MessageEventSource | null, origin });

describe('core/banners/messages (shell §7 iframe postMessage protocol)', () => {
  it.each(['served', 'ready', 'started', 'paused', 'resumed', 'completed'] as const)('§7 receives %s', (type) => {
    expect(parseIncomingMessage({ type })).toEqual({ type });
    expect(parseIncomingMessage(JSON.stringify({ type }))).toEqual({ type });
  });

  it('§7 receives error, with its message when it is text', () => {
    expect(parseIncomingMessage({ type: 'error', message: 'vast timeout' })).toEqual({ type: 'error', message: 'vast timeout' });
    expect(parseIncomingMessage({ type: 'error', message: { nested: true } })).toEqual({ type: 'error' });
  });

  it('§7 receives trackAnalytics; only text, number and boolean params are kept, prototype keys never', () => {
    const data = JSON.parse(
      '{"type":"trackAnalytics","event":"click","params":{"slot":2,"ok":true,"name":"x","bad":{"a":1},"inf":null,"__proto__":{"polluted":1}}}',
    );
    const message = parseIncomingMessage(data);
    expect(message).toEqual({ type: 'trackAnalytics', event: 'click', params: { slot: 2, ok: true, name: 'x' } });
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an array', ['served']],
    ['a type that is not text', { type: 1 }],
    ['an unknown type', { type: 'init' }],
    ['a page-bound type', { type: 'visible' }],
    ['broken JSON', '{"type":"served"'],
    ['trackAnalytics without event', { type: 'trackAnalytics' }],
    ['trackAnalytics with blank event', { type: 'trackAnalytics', event: '  ' }],
    ['a prototype name', { type: 'toString' }],
  ])('malformed data (%s) gives null', (_label, data) => {
    expect(parseIncomingMessage(data)).toBeNull();
  });

  it('§7 sends init (xml and data), visible and invisible', () => {
    expect(initMessage('<VAST/>', '{"a":1}')).toEqual({ type: 'init', xml: '<VAST/>', data: '{"a":1}' });
    expect(visibleMessage()).toEqual({ type: 'visible' });
    expect(invisibleMessage()).toEqual({ type: 'invisible' });
  });

  it('accepts a message from our iframe window with the exact origin', () => {
    expect(acceptMessage(from(frameWindow, CREATIVE_ORIGIN), frameWindow, CREATIVE_ORIGIN)).toBe(true);
  });

  it('refuses a message from another window, or with no source, even with the right origin', () => {
    expect(acceptMessage(from(otherWindow, CREATIVE_ORIGIN), frameWindow, CREATIVE_ORIGIN)).toBe(false);
    expect(acceptMessage(from(null, CREATIVE_ORIGIN), frameWindow, CREATIVE_ORIGIN)).toBe(false);
    expect(acceptMessage(from(null, CREATIVE_ORIGIN), null, CREATIVE_ORIGIN)).toBe(false);
  });

  it.each([
    'https://ads.example.com.evil.com',
    'https://evil.com',
    'http://ads.example.com',
    'https://ads.example.com:444',
    'https://ADS.example.com/',
    'https://ads.example.co',
    '',
    'null',
  ])('refuses the right window with a wrong origin (%s)', (origin) => {
    expect(acceptMessage(from(frameWindow, origin), frameWindow, CREATIVE_ORIGIN)).toBe(false);
  });

  it("never accepts '*' or an empty expected origin", () => {
    expect(acceptMessage(from(frameWindow, '*'), frameWindow, '*')).toBe(false);
    expect(acceptMessage(from(frameWindow, ''), frameWindow, '')).toBe(false);
  });

  it('an opaque-origin (sandboxed) frame is accepted only when asked for, and then only from our window', () => {
    expect(OPAQUE_ORIGIN).toBe('null');
    expect(acceptMessage(from(frameWindow, 'null'), frameWindow, OPAQUE_ORIGIN)).toBe(true);
    expect(acceptMessage(from(otherWindow, 'null'), frameWindow, OPAQUE_ORIGIN)).toBe(false);
  });

  it("targetOriginFor gives the creative's exact origin", () => {
    expect(targetOriginFor('https://ads.example.com/c/banner.html?x=1#y')).toBe('https://ads.example.com');
    expect(targetOriginFor('https://ads.example.com:8443/c.html')).toBe('https://ads.example.com:8443');
    expect(targetOriginFor('/creatives/1.html', 'http://localhost:8080/')).toBe('http://localhost:8080');
    expect(targetOriginFor('//cdn.example.net/c.html', 'https://shop.example')).toBe('https://cdn.example.net');
  });

  it.each([
    'data:text/html,<script>1</script>',
    'javascript:alert(1)',
    'blob:https://ads.example.com/uuid',
    'about:blank',
    'not a url',
    '',
    '/relative-without-base',
  ])("targetOriginFor(%s) is null (never '*')", (src) => {
    expect(targetOriginFor(src)).toBeNull();
  });

  it("'*' is never produced for any source", () => {
    const sources = ['*', 'https://*', 'http://a.b', 'file:///etc/passwd', 'ftp://x', 'https://a.b/*', ' javascript:x'];
    for (const src of sources) expect(targetOriginFor(src, 'https://shop.example')).not.toBe('*');
  });
});
