/**
 * An element's shadow root is attached when it upgrades, and its React root fills it in the mount
 * scheduler's turn (widgets/shared/mount-scheduler.ts), later. An empty shadow root would hide the
 * element's light DOM meanwhile: the page's first paint of it (the header's logo, search box and
 * language switcher in host/index.html) would vanish at the upgrade and the element stay blank until
 * its turn. A slot marked as this placeholder keeps the light DOM on screen until the first commit,
 * and the element is in the `:state(until-mount)` custom state meanwhile, so a page can keep its
 * first paint's layout for that time too (host/host.css: no shift at the upgrade, CLS 0).
 */
const PLACEHOLDER_ATTRIBUTE = 'data-vt-until-mount';
export const UNTIL_MOUNT_STATE = 'until-mount';

const statesOf = new WeakMap<ShadowRoot, Set<string>>();

/** Shows the light DOM through `root` while it has nothing of its own; `states`: the element's custom states. */
export function showLightDomUntilMount(root: ShadowRoot, states?: Set<string>): void {
  if (states) statesOf.set(root, states);
  if (root.firstChild) return;
  const slot = root.ownerDocument.createElement('slot');
  slot.setAttribute(PLACEHOLDER_ATTRIBUTE, '');
  root.append(slot);
  statesOf.get(root)?.add(UNTIL_MOUNT_STATE);
}

/** In the first commit (before its paint): the root's own content takes the placeholder's place. */
export function dropLightDomPlaceholder(root: ShadowRoot): void {
  for (const child of [...root.children]) {
    if (child.localName === 'slot' && child.hasAttribute(PLACEHOLDER_ATTRIBUTE)) child.remove();
  }
  statesOf.get(root)?.delete(UNTIL_MOUNT_STATE);
}
