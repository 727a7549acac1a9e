/**
 * An element's shadow root is attached when it upgrades, and its React root fills it in the mount
 * scheduler's turn (widgets/shared/mount-scheduler.ts), later. An empty shadow root would hide the
 * element's light DOM meanwhile: the page's first paint of it (the header's logo, search box and
 * language switcher in host/index.html) would vanish at the upgrade and the element stay blank until
 * its turn. A slot marked as this placeholder keeps the light DOM on screen until the first commit.
 */
const PLACEHOLDER_ATTRIBUTE = 'data-vt-until-mount';

/** Shows the light DOM through `root` while it has nothing of its own. */
export function showLightDomUntilMount(root: ShadowRoot): void {
  if (root.firstChild) return;
  const slot = root.ownerDocument.createElement('slot');
  slot.setAttribute(PLACEHOLDER_ATTRIBUTE, '');
  root.append(slot);
}

/** In the first commit (before its paint): the root's own content takes the placeholder's place. */
export function dropLightDomPlaceholder(root: ShadowRoot): void {
  for (const child of [...root.children]) {
    if (child.localName === 'slot' && child.hasAttribute(PLACEHOLDER_ATTRIBUTE)) child.remove();
  }
}
