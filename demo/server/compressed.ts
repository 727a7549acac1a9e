import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text kinds worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;
/** Below this a compressed answer saves nothing worth a header. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the request accepts (brotli, then gzip), or null. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  const offered = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]!.toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 500;

/**
 * The kit's files as a real CDN would send them: compressed once per file version (`key` names
 * the file and its version) and kept in memory. Lighthouse and the bench measure transfer sizes,
 * so an uncompressed demo would understate every page.
 */
export function compressedFile(body: Buffer, contentType: string, encoding: Encoding | null, key: string): { body: Buffer; encoding: Encoding | null } {
  if (!encoding || body.length < MIN_BYTES || !COMPRESSIBLE.test(contentType)) return { body, encoding: null };
  const cacheKey = `${encoding}:${key}`;
  let out = cache.get(cacheKey);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 9 });
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(cacheKey, out);
  }
  return { body: out, encoding };
}
