/** An attribute value as it is written inside double quotes in HTML. */
function quoted(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The HTML that reproduces a live element: its tag and current attributes, plus the one script
 * tag the page needs.
 * @param {Element} element
 */
export function snippetOf(element) {
  const attributes = [...element.attributes]
    .filter((attribute) => !attribute.name.startsWith('data-'))
    .map((attribute) => (attribute.value === '' ? ` ${attribute.name}` : ` ${attribute.name}="${quoted(attribute.value)}"`))
    .join('');
  return `<script type="module" src="${new URL('/dist/vitrina.js', location.href).href}"></script>\n<${element.localName}${attributes}></${element.localName}>`;
}

/** Copies the text; falls back to selecting it when the clipboard is not available (insecure context, denied). */
export async function copyText(text, fallbackNode) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const range = document.createRange();
    range.selectNodeContents(fallbackNode);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return false;
  }
}
