/**
 * Creates an element with text only (never HTML: the gallery runs under a trusted-types CSP and
 * shows server text as text).
 * @param {string} tag
 * @param {Record<string, string | boolean | undefined>} [attributes]
 * @param {Array<Node | string>} [children]
 */
export function h(tag, attributes = {}, children = []) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  return element;
}
