type ChunkMap = Record<string, () => Promise<unknown>>;

export interface LazyLoader {
  /** Also watch this root (an open shadow root of one of our elements). */
  observe(root: Document | ShadowRoot): void;
  /** Import a tag's chunk now. */
  load(tag: string): Promise<void>;
}

/**
 * Imports each tag's chunk the first time the tag appears: an initial scan plus a
 * MutationObserver per watched root. A failed import is logged and tried again on the tag's
 * next appearance (a flaky network must not leave a tag dead for the page's life).
 */
export function createLazyLoader(chunks: ChunkMap): LazyLoader {
  const selector = Object.keys(chunks).join(',');
  const loading = new Map<string, Promise<void>>();

  const load = (tag: string): Promise<void> => {
    const importer = chunks[tag];
    if (!importer) return Promise.reject(new Error(`[vitrina] unknown element <${tag}>`));
    let pending = loading.get(tag);
    if (!pending) {
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

  const scan = (node: ParentNode & Node) => {
    if (node instanceof Element && chunks[node.localName]) void load(node.localName);
    for (const element of node.querySelectorAll(selector)) void load(element.localName);
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
