/**
 * storefront-shell.md §7: "Iframe banners exchange postMessage events. The page sends init (xml
 * and data), visible and invisible; it receives served, ready, started, paused, resumed,
 * completed, error and trackAnalytics."
 *
 * The spec does not show the envelope; this kit's wire form is a plain object (or its JSON text,
 * as many ad creatives post strings) with a `type` field:
 *   creative -> page: {type:'served'|'ready'|'started'|'paused'|'resumed'|'completed'}
 *                     {type:'error', message?: string}
 *                     {type:'trackAnalytics', event: string, params?: {[name]: string|number|boolean}}
 *   page -> creative: {type:'init', xml, data}, {type:'visible'}, {type:'invisible'}
 */
import { isRecord, parseJsonOrUndefined, readPrimitiveRecord } from '../../../contracts/wire';
import type { IframeEvent } from './lifecycle';
import type { CreativeData } from '../../../contracts/banners';
import { safeHref } from '../../../contracts/banners';

export type AnalyticsParams = Record<string, string | number | boolean>;

export type IncomingMessage =
  { type: Exclude<IframeEvent, 'error'> } | { type: 'error'; message?: string } | { type: 'trackAnalytics'; event: string; params: AnalyticsParams };

export type OutgoingMessage = { type: 'init'; xml: string; data: CreativeData } | { type: 'visible' } | { type: 'invisible' };

const PLAIN_EVENTS: ReadonlySet<string> = new Set(['served', 'ready', 'started', 'paused', 'resumed', 'completed']);

/** A typed message from a creative's `event.data`, or null for anything malformed (never throws). */
export function parseIncomingMessage(data: unknown): IncomingMessage | null {
  const value = typeof data === 'string' ? parseJsonOrUndefined(data) : data;
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  const { type } = value;
  if (PLAIN_EVENTS.has(type)) return { type: type as Exclude<IframeEvent, 'error'> };
  if (type === 'error') return typeof value.message === 'string' ? { type, message: value.message } : { type };
  if (type === 'trackAnalytics') {
    if (typeof value.event !== 'string' || !value.event.trim()) return null;
    return { type, event: value.event, params: readPrimitiveRecord(value.params) };
  }
  return null;
}

/** §7 "init (xml and data)": what the creative renders. */
export function initMessage(xml: string, data: CreativeData): OutgoingMessage {
  return { type: 'init', xml, data };
}
export function visibleMessage(): OutgoingMessage {
  return { type: 'visible' };
}
export function invisibleMessage(): OutgoingMessage {
  return { type: 'invisible' };
}

/** The origin of a sandboxed iframe without allow-same-origin (an opaque origin). */
export const OPAQUE_ORIGIN = 'null';

/**
 * Whether a message event comes from this banner's iframe. Both must hold:
 * - `event.source` is that iframe's window (a message from any other frame or window is ignored);
 * - `event.origin` equals `expectedOrigin` exactly (no prefix or wildcard match; '*' never matches).
 *
 * Creatives run sandboxed without allow-same-origin (sandbox.ts), so they post with origin "null",
 * and every opaque origin serialises to that same "null": the origin check alone cannot tell them
 * apart. The source check (the exact window object of our own iframe) is what protects.
 */
export function acceptMessage(event: Pick<MessageEvent, 'source' | 'origin'>, iframeWindow: Window | null | undefined, expectedOrigin: string): boolean {
  if (!iframeWindow || event.source !== iframeWindow) return false;
  if (!expectedOrigin || expectedOrigin === '*') return false;
  return event.origin === expectedOrigin;
}

/**
 * The exact origin to post to a creative at `src` (resolved against `baseUrl` when relative).
 * null when the src is not a safe http(s) URL (data:, blob:, javascript:, about:, unparsable):
 * such a creative is not framed at all and its static image is shown (§8).
 */
export function targetOriginFor(src: string, baseUrl?: string): string | null {
  const href = safeHref(src, baseUrl);
  return href ? new URL(href).origin : null;
}

/**
 * The origin a creative's messages come from: its own for a frame that keeps its origin, and
 * "null" for an opaque (sandboxed, no allow-same-origin) frame. Null when the src is unsafe.
 * Nothing is ever posted TO a creative's window: an opaque frame could only be reached with the
 * '*' target origin, so the page talks to it over the MessagePort the creative hands over with
 * its `served` message (creative-frame.ts), and posts no window message at all.
 */
export function creativeMessageOrigin(src: string, opaque: boolean, baseUrl?: string): string | null {
  const origin = targetOriginFor(src, baseUrl);
  if (!origin) return null;
  return opaque ? OPAQUE_ORIGIN : origin;
}
