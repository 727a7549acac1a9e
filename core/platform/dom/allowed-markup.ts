/**
 * The only markup the kit takes from a server (a route's preview template, storefront-routing-wallet.md
 * §2.1): these elements with these attributes, text as text; every other element is dropped with
 * its content. Null-prototype records rather than Sets, so a page script that changes
 * `Set.prototype` cannot widen them.
 */
const ALLOWED_TAGS = record(['div', 'span', 'p', 'section', 'ul', 'li', 'h1', 'h2', 'h3']);
const ALLOWED_ATTRIBUTES = record(['class', 'aria-busy', 'aria-hidden']);

const TEXT_ESCAPES = record(['&', '<', '>'], { '&': '&amp;', '<': '&lt;', '>': '&gt;' });
const ATTRIBUTE_ESCAPES = record(['&', '"', '<', '>'], { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' });

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function record(keys: readonly string[], values?: Record<string, string>): Readonly<Record<string, string>> {
  const out = Object.create(null) as Record<string, string>;
  for (const key of keys) out[key] = values?.[key] ?? key;
  return Object.freeze(out);
}

function escape(text: string, escapes: Readonly<Record<string, string>>): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    out += escapes[char] ?? char;
  }
  return out;
}

/**
 * The children of `parent` (a parsed, inert tree) written back as markup of allowed elements and
 * attributes only. The tag and attribute names written are the allow-list's own strings and every
 * text and value is escaped here, so whatever the tree holds, the result can hold no other element,
 * no event handler and no URL.
 */
export function allowedMarkupOf(parent: Node): string {
  let out = '';
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      out += escape(`${child.textContent ?? ''}`, TEXT_ESCAPES);
      continue;
    }
    if (child.nodeType !== ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = ALLOWED_TAGS[`${element.localName}`];
    if (tag === undefined) continue;
    let attributes = '';
    for (const attribute of Array.from(element.attributes)) {
      const name = ALLOWED_ATTRIBUTES[`${attribute.name}`];
      if (name !== undefined) attributes += ` ${name}="${escape(`${attribute.value}`, ATTRIBUTE_ESCAPES)}"`;
    }
    out += `<${tag}${attributes}>${allowedMarkupOf(element)}</${tag}>`;
  }
  return out;
}
