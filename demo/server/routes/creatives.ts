import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { notFound } from '../errors';
import { SERVICE_MAP } from '../service-map';
import { CONTENT_TYPES } from './kit';

const CREATIVES_DIR = fileURLToPath(new URL('../../assets/creatives/', import.meta.url));
const FILES = new Set(['html5.html', 'video.html', 'creative.js', 'creative.css']);
/** The creative documents run in their own frame: strict, but embeddable by the host and partner pages. */
const CREATIVE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors *";

/** {static}/creatives/*: the HTML5 and video iframe creatives of the banners (creative.js speaks the protocol). */
export function registerCreatives(app: Hono<AppEnv>, _deps: Deps): void {
  app.get(`${SERVICE_MAP.static}/creatives/:file`, async (c) => {
    const file = c.req.param('file');
    if (!FILES.has(file)) throw notFound('no such creative');
    const body = await readFile(CREATIVES_DIR + file, 'utf8');
    c.header('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    c.header('Cache-Control', 'no-cache');
    if (file.endsWith('.html')) c.header('Content-Security-Policy', CREATIVE_CSP);
    return c.body(body);
  });
}
