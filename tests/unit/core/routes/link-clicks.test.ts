import { describe, expect, it } from 'vitest';
import { isInAppClick, linkOfClick, RELOAD_CLASS } from '../../../../core/domain/navigation/routes/link-clicks';

function link(attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', '/lk');
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.append(a);
  return a;
}
const click = (init: MouseEventInit = {}) => new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });

describe('link clicks (storefront-routing-wallet.md §2.1)', () => {
  it('a plain click is handled in-app', () => {
    expect(isInAppClick(click(), link())).toBe(true);
    expect(isInAppClick(click(), link({ target: '_self' }))).toBe(true);
  });
  it('except ctrl/meta clicks (and shift/alt, other buttons)', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(isInAppClick(click(init), link())).toBe(false);
    }
  });
  it('except links with the reload class, target=_blank, download, or without href', () => {
    expect(isInAppClick(click(), link({ class: RELOAD_CLASS }))).toBe(false);
    expect(isInAppClick(click(), link({ target: '_blank' }))).toBe(false);
    expect(isInAppClick(click(), link({ download: '' }))).toBe(false);
    const bare = link();
    bare.removeAttribute('href');
    expect(isInAppClick(click(), bare)).toBe(false);
  });
  it('finds the link inside an open shadow root through the composed path', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const a = document.createElement('a');
    a.href = '/x';
    const span = document.createElement('span');
    a.append(span);
    root.append(a);
    let found: HTMLAnchorElement | null = null;
    document.addEventListener('click', (e) => (found = linkOfClick(e)), { once: true });
    span.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(found).toBe(a);
  });
});
