/**
 * The layout rules a shopper sees broken at once (DESIGN.md "How it looks"), measured in the page
 * with one evaluate: `layoutProblems` runs in the browser (it must stay self-contained: Playwright
 * sends its source, not its imports).
 *
 * - the page never scrolls sideways;
 * - no element with its own text sticks out of the viewport, unless it is inside a shelf or
 *   carousel meant to scroll sideways (an ancestor scrolling on x, a swiper box, or one marked with
 *   aria-roledescription, the ARIA carousel pattern);
 * - no text is cut by an `overflow` box without `text-overflow: ellipsis` (or a line clamp, which
 *   draws its own ellipsis);
 * - one h1, and no other heading repeating its text.
 *
 * Visually hidden text (clip, or a box of 1 px) does not count; nor does anything not rendered.
 * The walk goes through open shadow roots and the top layer (dialogs).
 */
export interface LayoutProblem {
  rule: 'page-scrolls-sideways' | 'text-out-of-viewport' | 'text-clipped' | 'headings';
  /** A readable path to the element (tags, ids, classes, shadow hosts). */
  where: string;
  text: string;
  detail: string;
}

export function layoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const TOLERANCE = 1; // sub-pixel rounding

  const parentOf = (node: Node): Element | null => {
    if (node instanceof Element && node.assignedSlot) return node.assignedSlot;
    const parent = node.parentNode;
    if (parent instanceof ShadowRoot) return parent.host;
    return parent instanceof Element ? parent : null;
  };
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 6; node = parentOf(node)) {
      const id = node.id ? `#${node.id}` : '';
      const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      parts.unshift(`${node.localName}${id}${classes}`);
    }
    return parts.join(' > ');
  };
  const ownText = (element: Element): string =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const textRect = (element: Element): DOMRect | null => {
    const range = document.createRange();
    let rect: DOMRect | null = null;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !(node.textContent ?? '').trim()) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0 && r.height === 0) continue;
        rect = rect ? new DOMRect(Math.min(rect.left, r.left), Math.min(rect.top, r.top), 0, 0) : new DOMRect(r.left, r.top, 0, 0);
        const right = Math.max(rect.right, r.right, rect.left);
        const bottom = Math.max(rect.bottom, r.bottom, rect.top);
        rect = new DOMRect(rect.left, rect.top, right - rect.left, bottom - rect.top);
      }
    }
    return rect;
  };
  const visuallyHidden = (style: CSSStyleDeclaration, rect: DOMRect): boolean =>
    (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') ||
    (style.clipPath !== 'none' && style.clipPath.includes('inset(50%')) ||
    (rect.width <= 1 && rect.height <= 1);
  const scrollsOnX = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
  const clipsOnX = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
  const clipsOnY = (style: CSSStyleDeclaration) => style.overflowY !== 'visible';
  // A box that ends its cut text in an ellipsis (its inline children's text too): text-overflow, or a line clamp.
  const drawsEllipsis = (style: CSSStyleDeclaration) => style.textOverflow === 'ellipsis' || (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '');
  const carousel = (element: Element) => element.hasAttribute('aria-roledescription') || element.classList.contains('swiper');

  // Rule 1.
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth > viewportWidth + TOLERANCE) {
    problems.push({ rule: 'page-scrolls-sideways', where: 'html', text: '', detail: `content ${scrollWidth} px wide in a ${viewportWidth} px viewport` });
  }

  // Rules 2 and 3: every rendered element with text of its own.
  const visit = (root: Document | ShadowRoot | Element, each: (element: Element) => void) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as Element;
      each(element);
      if (element.shadowRoot) visit(element.shadowRoot, each);
    }
  };
  const headings: { element: Element; level: number; text: string }[] = [];
  visit(document, (element) => {
    const heading = /^h([1-6])$/.exec(element.localName);
    if (heading) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (element.getClientRects().length > 0 && style.visibility !== 'hidden') {
        headings.push({ element, level: Number(heading[1]), text: (element.textContent ?? '').replace(/\s+/g, ' ').trim() });
      }
      void rect;
    }
    const text = ownText(element);
    if (!text || element.localName === 'style' || element.localName === 'script' || element.localName === 'option') return;
    if (element.getClientRects().length === 0) return; // not rendered (display: none, a closed dialog, hidden)
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return;
    const box = element.getBoundingClientRect();
    const rect = textRect(element);
    if (!rect) return;

    // The ancestors: visually hidden, inside a sideways shelf, clipped by an overflow box.
    let inShelf = false;
    let hidden = visuallyHidden(style, box);
    let cutBy: string | null = null;
    let visible = new DOMRect(rect.left, rect.top, rect.width, rect.height);
    // The element's own box clips its own text when it has overflow.
    if (clipsOnX(style) || clipsOnY(style)) {
      const ellipsis = drawsEllipsis(style);
      const overX = clipsOnX(style) && element.scrollWidth > element.clientWidth + TOLERANCE;
      const overY =
        clipsOnY(style) &&
        element.scrollHeight > element.clientHeight + TOLERANCE &&
        !scrollsOnX(style) &&
        style.overflowY !== 'auto' &&
        style.overflowY !== 'scroll';
      if ((overX && !ellipsis && !scrollsOnX(style)) || (overY && !ellipsis)) cutBy = `its own overflow (${style.overflowX}/${style.overflowY})`;
    }
    for (let ancestor = parentOf(element); ancestor && !hidden; ancestor = parentOf(ancestor)) {
      const ancestorStyle = getComputedStyle(ancestor);
      const ancestorBox = ancestor.getBoundingClientRect();
      if (ancestor.getClientRects().length > 0 && visuallyHidden(ancestorStyle, ancestorBox)) hidden = true;
      if (scrollsOnX(ancestorStyle) || carousel(ancestor)) inShelf = true;
      if ((clipsOnX(ancestorStyle) || clipsOnY(ancestorStyle)) && ancestor !== document.documentElement && ancestor !== document.body) {
        const left = clipsOnX(ancestorStyle) ? Math.max(visible.left, ancestorBox.left) : visible.left;
        const right = clipsOnX(ancestorStyle) ? Math.min(visible.right, ancestorBox.right) : visible.right;
        const top = clipsOnY(ancestorStyle) ? Math.max(visible.top, ancestorBox.top) : visible.top;
        const bottom = clipsOnY(ancestorStyle) ? Math.min(visible.bottom, ancestorBox.bottom) : visible.bottom;
        const partly = right - left < visible.width - TOLERANCE || bottom - top < visible.height - TOLERANCE;
        const scrolls = scrollsOnX(ancestorStyle) || ancestorStyle.overflowY === 'auto' || ancestorStyle.overflowY === 'scroll';
        // Text partly cut by a box that does not scroll (a box meant to show all of it).
        if (partly && right > left && bottom > top && !scrolls && !inShelf && !cutBy && !drawsEllipsis(ancestorStyle)) cutBy = describe(ancestor);
        visible = new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
      }
      // A fixed box (or a modal dialog in the top layer) is placed against the viewport: what is above it does not clip it.
      if (ancestorStyle.position === 'fixed' || ancestor.matches(':modal')) break;
    }
    if (hidden) return;
    if (cutBy) problems.push({ rule: 'text-clipped', where: describe(element), text: text.slice(0, 60), detail: `cut by ${cutBy}` });
    if (!inShelf && visible.width > 0 && (visible.right > viewportWidth + TOLERANCE || visible.left < -TOLERANCE)) {
      problems.push({
        rule: 'text-out-of-viewport',
        where: describe(element),
        text: text.slice(0, 60),
        detail: `text spans ${Math.round(visible.left)}..${Math.round(visible.right)} px of a ${viewportWidth} px viewport`,
      });
    }
  });

  // One heading per page: one h1, and no other heading saying the same.
  const h1s = headings.filter((h) => h.level === 1);
  if (h1s.length !== 1) {
    problems.push({
      rule: 'headings',
      where: h1s.map((h) => describe(h.element)).join(' | ') || 'page',
      text: h1s.map((h) => h.text).join(' | '),
      detail: `${h1s.length} h1 elements`,
    });
  } else {
    for (const other of headings) {
      if (other.level > 1 && other.text === h1s[0]!.text) {
        problems.push({ rule: 'headings', where: describe(other.element), text: other.text, detail: 'repeats the h1' });
      }
    }
  }
  return problems;
}
