type Child = Node | string | null | undefined | false;

/** Builds an element with attributes and children; text is always a text node (never parsed as HTML). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Record<string, string>, ...children: Child[]): HTMLElementTagNameMap[K];
export function h(tag: string, attrs?: Record<string, string>, ...children: Child[]): HTMLElement;
export function h(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
}
