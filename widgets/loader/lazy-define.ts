import { importChunk, moduleNotFound } from '../../core/platform/chunks';
import { offerReload } from './reload-offer';

type ChunkMap = Record<string, () => Promise<unknown>>;

export interface LazyLoader {
  /** Also watch this root (an open shadow root of one of our elements). */
  observe(root: Document | ShadowRoot): void;
  /** Import a tag's chunk now. */
  load(tag: string): Promise<void>;
}

/** How near the viewport a `loading="lazy"` element must come before its chunk is fetched. */
export const LAZY_ELEMENT_MARGIN = '100px';

/** The longest an element's first-paint images hold its chunk back (a slow image must not leave the element dead). */
export const FIRST_PAINT_IMAGES_WAIT_MS = 300;

/**
 * Resolves once the images of an element's light DOM (its first paint from the page's HTML, e.g. a
 * carousel's first slide) are decoded and a frame has painted them, or after `capMs`.
 *
 * Why: the element's code, fetched at once, arrived on a fast connection before the image was on
 * screen, and its evaluation delayed that paint; Lighthouse's simulation then counts every chunk
 * that finished before the image's paint as blocking it (the banner page: LCP 2054-3120 ms
 * simulated in those runs, 1222-1497 ms otherwise). The page's own image, its largest content,
 * comes first; the element still starts within the cap on a slow network.
 */
function afterFirstPaintImages(element: Element, capMs: number): Promise<void> | null {
  const images = [...element.querySelectorAll('img')];
  if (images.length === 0) return null;
  const painted = Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}

/**
 * Imports each tag's chunk the first time the tag appears: an initial scan plus a
 * MutationObserver per watched root. An element marked `loading="lazy"` (one a page knows is below
 * the fold, like the storefront's footer: DESIGN.md "load widgets below the fold on visibility")
 * waits until it nears the viewport. One in the page's HTML with images in its light DOM waits
 * until they have painted (at most FIRST_PAINT_IMAGES_WAIT_MS). An import gets 120000 ms and one
 * more try (core/platform/chunks, routing-wallet §8); a final failure is logged ('Loading chunk
 * {tag} failed') and the shopper offered a reload; the tag is still tried again on its next
 * appearance (a flaky network must not leave it dead for the page's life). `evaluateFirst`, given,
 * runs before each import: the loader evaluates the tag's chunks one per task there (widgets/vitrina.ts).
 */
export function createLazyLoader(chunks: ChunkMap, preload?: (tag: string) => void, evaluateFirst?: (tag: string) => Promise<void>): LazyLoader {
  const selector = Object.keys(chunks).join(',');
  const loading = new Map<string, Promise<void>>();

  const load = (tag: string): Promise<void> => {
    const importer = chunks[tag];
    if (!importer) return Promise.reject(moduleNotFound(tag));
    let pending = loading.get(tag);
    if (!pending) {
      preload?.(tag);
      // A failure in evaluateFirst is the import's to report (it tries the same files).
      const load = () => importChunk(tag, importer);
      pending = (evaluateFirst ? evaluateFirst(tag).then(load, load) : load()).then(
        () => undefined,
        (error: unknown) => {
          loading.delete(tag);
          console.error(`[vitrina] could not load <${tag}>:`, error);
          offerReload();
        },
      );
      loading.set(tag, pending);
    }
    return pending;
  };

  const nearViewport =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              nearViewport?.unobserve(entry.target);
              void load(entry.target.localName);
            }
          },
          { rootMargin: LAZY_ELEMENT_MARGIN },
        );

  const found = (element: Element, inPageHtml: boolean) => {
    if (loading.has(element.localName)) return;
    if (nearViewport && element.getAttribute('loading') === 'lazy') {
      nearViewport.observe(element);
      return;
    }
    const images = inPageHtml ? afterFirstPaintImages(element, FIRST_PAINT_IMAGES_WAIT_MS) : null;
    if (images) void images.then(() => load(element.localName));
    else void load(element.localName);
  };

  const scan = (node: ParentNode & Node, inPageHtml = false) => {
    if (node instanceof Element && chunks[node.localName]) found(node, inPageHtml);
    for (const element of node.querySelectorAll(selector)) found(element, inPageHtml);
  };

  const observed = new WeakSet<Node>();
  const observe = (root: Document | ShadowRoot) => {
    if (observed.has(root)) return;
    observed.add(root);
    // What the document holds when the loader starts is the page's HTML: its elements' first paint.
    scan(root, root.nodeType === Node.DOCUMENT_NODE);
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
