/**
 * Returns a function that adds a `<link rel="modulepreload">` for each file (relative to `base`)
 * the page does not preload yet. Given a widget's chunks when its tag appears, the browser fetches
 * them all at once instead of finding them one import level, one round trip, at a time: what a
 * partner page with only the loader's script tag would otherwise wait for.
 */
export function modulePreloader(doc: Document, base: string): (files: readonly string[]) => void {
  // The page's own preloads are read once, at the first tag: resolving every link's href again for
  // each tag cost the host page (sixty links, six tags) a few milliseconds of its start-up task.
  let preloaded: Set<string> | undefined;
  return (files) => {
    preloaded ??= new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    for (const file of files) {
      let href: string;
      try {
        href = new URL(file, base).href;
      } catch {
        continue;
      }
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
  };
}
