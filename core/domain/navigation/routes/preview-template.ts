import { allowedFragment } from '../../../platform/dom';
import { NotFoundError, request } from '../../../transport/http';
import { PREVIEW_GENERAL, PREVIEW_PREFIX, TEMPLATE_RETRIES } from './constants';
import { HTML_TEMPLATE_PATH } from '../../../../contracts/pages';

/**
 * Rebuilds server HTML as a fragment of allowed elements with text as text (core/platform/dom/allowed-markup.ts):
 * parsed inert, never assigned through innerHTML. Under a Trusted Types CSP the parse goes through
 * the kit's policy.
 */
export function sanitizeTemplate(html: string, doc: Document = document): DocumentFragment {
  return allowedFragment(html, doc);
}

async function fetchTemplate(id: string, signal?: AbortSignal): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const text = await request<string>({
        url: { group: 'site', path: `${HTML_TEMPLATE_PATH}${encodeURIComponent(id)}` },
        responseType: 'text',
        ...(signal ? { signal } : {}),
      });
      return text ?? '';
    } catch (error) {
      // §8 "Template load failure: rejected, retried up to 3 times"; a missing template is final.
      if (error instanceof NotFoundError || signal?.aborted || attempt >= TEMPLATE_RETRIES) throw error;
    }
  }
}

const cache = new Map<string, Promise<string>>();
/** Template ids the server answered 404 for: asked once per page. */
const missing = new Set<string>();

/**
 * §2.1 "a preview template (preview_{route} or preview_General)": the route's own template,
 * else the general one. Answers are cached per id; a failure is not cached.
 */
export async function loadPreviewTemplate(routeName: string, signal?: AbortSignal): Promise<string> {
  const cached = (id: string) => {
    if (missing.has(id)) return Promise.reject(new NotFoundError(id));
    let pending = cache.get(id);
    if (!pending) {
      pending = fetchTemplate(id, signal);
      cache.set(id, pending);
      pending.catch((error: unknown) => {
        cache.delete(id);
        if (error instanceof NotFoundError) missing.add(id);
      });
    }
    return pending;
  };
  try {
    return await cached(`${PREVIEW_PREFIX}${routeName}`);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return cached(PREVIEW_GENERAL);
  }
}

/** For tests. */
export function clearPreviewTemplates(): void {
  cache.clear();
  missing.clear();
}
