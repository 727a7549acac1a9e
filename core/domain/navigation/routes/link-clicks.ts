/**
 * storefront-routing-wallet.md §2.1 "Link clicks are handled in-app, except ctrl/meta clicks,
 * links with a reload class and target=_blank". The class name is not shown: `reload`.
 */
export const RELOAD_CLASS = 'reload';

/** The link a click landed on, also inside our elements' open shadow roots. */
export function linkOfClick(event: Event): HTMLAnchorElement | null {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement || (node instanceof Element && node.localName === 'a')) return node as HTMLAnchorElement;
  }
  return null;
}

/**
 * Whether the router takes this click: a plain primary-button click on a link with an href, no
 * modifier (ctrl/meta open a new tab, shift a window, alt downloads), no reload class, opening
 * in the same browsing context, not a download, not already handled.
 */
export function isInAppClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  if (!link.hasAttribute('href') || link.hasAttribute('download')) return false;
  if (link.classList.contains(RELOAD_CLASS)) return false;
  const target = (link.getAttribute('target') ?? '').trim().toLowerCase();
  return target === '' || target === '_self';
}
