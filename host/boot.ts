/**
 * dist/host-boot.js: host/index.html's first script, put inline in the page by the demo server
 * (so it imports nothing): it starts the kit after the first paint (host/after-first-paint.ts).
 */
import { loadAfterFirstPaint } from './after-first-paint';

loadAfterFirstPaint(document);
