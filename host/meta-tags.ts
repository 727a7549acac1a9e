/**
 * The page's meta tags after each route change (storefront-shell.md §7 meta tags): title,
 * description, canonical and robots in the document head. A failed or slow call (3 s) leaves
 * the route's own title and no description; a later navigation cancels an earlier call.
 */
import { loadMetaTags, type MetaTags } from '../core/domain/navigation';
import '../core/domain/navigation';

function headElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  return doc.head.querySelector<T>(selector) ?? doc.head.appendChild(create());
}

function setMeta(doc: Document, name: string, content: string | undefined): void {
  const existing = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    existing?.remove();
    return;
  }
  const meta = existing ?? headElement(doc, `meta[name="${name}"]`, () => Object.assign(doc.createElement('meta'), { name }));
  meta.content = content;
}

/** Writes the tags into the head: a tag the answer lacks is removed (it belonged to the last page). */
export function applyMetaTags(doc: Document, tags: MetaTags | null, baseUrl: string): void {
  if (tags?.title) doc.title = tags.title;
  setMeta(doc, 'description', tags?.description);
  setMeta(doc, 'robots', tags?.robots);
  const existing = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!tags?.canonical) {
    existing?.remove();
    return;
  }
  const link = existing ?? headElement(doc, 'link[rel="canonical"]', () => Object.assign(doc.createElement('link'), { rel: 'canonical' }));
  link.href = new URL(tags.canonical, baseUrl).href;
}

export function followMetaTags(doc: Document): void {
  let current: AbortController | null = null;
  doc.addEventListener('vt-route-change', (event) => {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    if (event.detail.status !== 'ok') {
      applyMetaTags(doc, null, doc.baseURI);
      return;
    }
    const url = new URL(event.detail.url, doc.baseURI);
    loadMetaTags(url, controller.signal).then(
      (tags) => {
        if (!controller.signal.aborted) applyMetaTags(doc, tags, url.href);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        applyMetaTags(doc, null, url.href);
        console.warn('[vitrina] meta tags could not be loaded', error);
      },
    );
  });
}
