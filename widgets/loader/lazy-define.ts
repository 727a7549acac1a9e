type ChunkMap = Record<string, () => Promise<unknown>>;

export interface LazyLoader {
  /** Also watch this root (an open shadow root of one of our elements). */
  observe(root: Document | ShadowRoot): void;
  /** Import a tag's chunk now. */
  load(tag: string): Promise<void>;
}

/** How near the viewport a `loading="lazy"` element must come before its chunk is fetched. */
export const LAZY_ELEMENT_MARGIN = '100px';

/**
 * Imports each tag's chunk the first time the tag appears: an initial scan plus a
 * MutationObserver per watched root. An element marked `loading="lazy"` (one a page knows is below
 * the fold, like the storefront's footer: DESIGN.md "load widgets below the fold on visibility")
 * waits until it nears the viewport. A failed import is logged and tried again on the tag's next
 * appearance (a flaky network must not leave a tag dead for the page's life).
 */
export function createLazyLoader(chunks: ChunkMap, preload?: (tag: string) => void): LazyLoader {
  const selector = Object.keys(chunks).join(',');
  const loading = new Map<string, Promise<void>>();

  const load = (tag: string): Promise<void> => {
    const importer = chunks[tag];
    if (!importer) return Promise.reject(new Error(`[vitrina] unknown element <${tag}>`));
    let pending = loading.get(tag);
    if (!pending) {
      preload?.(tag);
      pending = importer().then(
        () => undefined,
        (error: unknown) => {
          loading.delete(tag);
          console.error(`[vitrina] could not load <${tag}>:`, error);
        },
      );
      loading.set(tag, pending);
    }
    return pending;
  };

  const nearViewport = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearViewport?.unobserve(entry.target);
      void load(entry.target.localName);
    }
  }, { rootMargin: LAZY_ELEMENT_MARGIN });

  const found = (element: Element) => {
    if (nearViewport && element.getAttribute('loading') === 'lazy' && !loading.has(element.localName)) nearViewport.observe(element);
    else void load(element.localName);
  };

  const scan = (node: ParentNode & Node) => {
    if (node instanceof Element && chunks[node.localName]) found(node);
    for (const element of node.querySelectorAll(selector)) found(element);
  };

  const observed = new WeakSet<Node>();
  const observe = (root: Document | ShadowRoot) => {
    if (observed.has(root)) return;
    observed.add(root);
    scan(root);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType === Node.ELEMENT_NODE) scan(node as Element);
        }
      }
    }).observe(root, { childList: true, subtree: true });
  };

  return { observe, load };
}
