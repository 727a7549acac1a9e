import type { Page } from '@playwright/test';
import { AFTER_FIRST_PAINT_TEMPLATE } from '../../host/after-first-paint';

/** What a page shows, looked at through every open shadow root (issue 12 hostile strings and URLs). */
export interface DeepScan {
  /** The text of every text node, and of alt/title/aria-label/placeholder/value attributes. */
  texts: string[];
  /** Elements that would run script: on* attributes, script/iframe srcdoc/object/embed, unsafe link targets. */
  dangerous: string[];
  /** Every link target on the page (a[href], area[href]). */
  hrefs: string[];
}

export function scanPage(page: Page): Promise<DeepScan> {
  return page.evaluate((bootMarker) => {
    const texts: string[] = [];
    const dangerous: string[] = [];
    const hrefs: string[] = [];
    // The page's own: the kit's files, and the host page's inline boot module (host/after-first-paint.ts).
    const kitScripts = new Set([
      ...document.querySelectorAll('script[src]'),
      ...[...document.querySelectorAll('body > script:not([src])')].filter((script) => script.textContent?.includes(bootMarker)),
    ]);
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (node.textContent?.trim()) texts.push(node.textContent);
          continue;
        }
        const element = node as Element;
        const describe = () => `<${element.localName} ${[...element.attributes].map((a) => `${a.name}="${a.value.slice(0, 60)}"`).join(' ')}>`;
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name) || attribute.name === 'srcdoc') dangerous.push(describe());
          if (['alt', 'title', 'aria-label', 'placeholder', 'value'].includes(attribute.name) && attribute.value.trim()) texts.push(attribute.value);
        }
        if (element.localName === 'script' && !kitScripts.has(element)) dangerous.push(describe());
        if (element.localName === 'object' || element.localName === 'embed') dangerous.push(describe());
        if (element.localName === 'input' || element.localName === 'textarea') texts.push((element as HTMLInputElement).value);
        const href = element.getAttribute('href');
        if (href !== null && (element.localName === 'a' || element.localName === 'area')) {
          hrefs.push(href);
          // The browser's own reading of the target (tabs, spaces and case already normalised).
          const protocol = (element as HTMLAnchorElement).protocol;
          if (!['http:', 'https:', 'mailto:', 'tel:', ''].includes(protocol)) dangerous.push(describe());
        }
        const frameSrc = element.localName === 'iframe' ? element.getAttribute('src') : null;
        if (frameSrc !== null && /^\s*(javascript|data):/i.test(frameSrc)) dangerous.push(describe());
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return { texts, dangerous, hrefs };
  }, `"${AFTER_FIRST_PAINT_TEMPLATE}"`);
}

/** Whether any payload ran: each sets window.__xss = 1 (demo/server/hostile.ts). */
export function xssRan(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss !== undefined);
}
