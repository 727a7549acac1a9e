/**
 * sha-256 of a body, hex, its first 24 characters (96 bits): the digest the build writes into the
 * precache manifest (tools/sw/precache-manifest.mjs digest96) and the worker stores beside every
 * entry it caches, to tell a damaged entry from a good one. Hex, not base64: a digest never spells
 * a word (the shipping-text check reads dist/sw.js, whose first line holds them).
 */
export async function digest96(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  let hex = '';
  for (const byte of hash.subarray(0, 12)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
