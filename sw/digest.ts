/**
 * sha-256 of a body, base64url, its first 16 characters (96 bits): the digest the build writes
 * into the precache manifest (tools/sw/precache-manifest.mjs digest16) and the worker stores
 * beside every entry it caches, to tell a damaged entry from a good one.
 */
export async function digest16(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  let binary = '';
  for (const byte of hash) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 16);
}
