const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * A same-site return path: a relative path, or an absolute URL on this host reduced to its path.
 * Anything else (another host, javascript:, //evil) falls back (storefront-routing-wallet.md §2.4: /lk).
 */
export function safeReturnPath(raw: string | undefined, requestUrl: string, fallback = '/lk'): string {
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw, requestUrl);
  } catch {
    return fallback;
  }
  const here = new URL(requestUrl);
  if (url.origin !== here.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
