import type { Language } from '../contracts/locales';
import { CHUNK_LOAD_TIMEOUT_MS, sanitizeTemplate } from '../core/domain/navigation';
import type { PageModule, Renderer } from '../core/domain/navigation';
import type { RouteDef } from '../contracts/pages';
import { pathClass } from '../core/domain/links';
import { ERROR_PAGE_LOADERS, PAGE_LOADERS } from './pages/registry';
import { loadHostTexts } from './texts';

/** routing-wallet §8 "Chunk load failure: 'Loading chunk {n} failed' (timeout 120000 ms)". */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed`, options);
  }
}

function loadChunk(chunk: string, load: () => Promise<PageModule>): Promise<PageModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk)), CHUNK_LOAD_TIMEOUT_MS);
  });
  return Promise.race([load().catch((cause: unknown) => Promise.reject(new ChunkLoadError(chunk, { cause }))), timeout]).finally(() => clearTimeout(timer));
}

/** A page module together with the host texts of the language it renders in. */
function loadWithTexts(chunk: string, load: () => Promise<PageModule>, language: () => Language): Promise<PageModule> {
  return Promise.all([loadChunk(chunk, load), loadHostTexts(language())]).then(([module]) => module);
}

export interface ShellElements {
  containers: HTMLElement[];
  preview: HTMLElement;
  /** Header, footer, mobile bar: hidden on the OAuth page (routing-wallet §2.4). */
  shell: HTMLElement[];
  critical: HTMLElement;
  outlet: HTMLElement;
}

/** The host page side of the router: three containers, the preview, the shell, the absolute critical page. */
export function createShellRenderer(doc: Document, elements: ShellElements, language: () => Language): Renderer {
  // The server's first paint (demo/server/routes/product-first-paint.ts) shows the page it was served for.
  const firstPaintPath = doc.location?.pathname;
  // The page being set and the one last shown: a refresh of the same page (a language or currency change, §2.4) keeps focus where the shopper is.
  let settingPage = '';
  let shownPage: string | null = null;
  return {
    loadPage: (route: RouteDef) => loadWithTexts(route.page, PAGE_LOADERS[route.page], language),
    loadErrorPage: (kind) => loadWithTexts(kind, ERROR_PAGE_LOADERS[kind], language),
    container: (index) => elements.containers[index]!,
    showContainer: (index) => {
      elements.containers.forEach((container, i) => (container.hidden = i !== index));
      elements.outlet.removeAttribute('aria-busy');
      // Focus the new page's heading so screen readers hear the change (not on the first page, nor on a refresh of the same page).
      const heading = elements.containers[index]?.querySelector<HTMLElement>('h1');
      if (heading && shownPage !== null && shownPage !== settingPage) heading.focus({ preventScroll: true });
      shownPage = settingPage;
    },
    preview: (template) => {
      if (template === null) {
        elements.preview.hidden = true;
        elements.preview.replaceChildren();
        return;
      }
      // The server's first paint of this very page is a better preview than a template: it stays until the page renders.
      if (!elements.preview.querySelector('[data-first-paint]')) elements.preview.replaceChildren(sanitizeTemplate(template, doc));
      elements.preview.hidden = false;
      elements.outlet.setAttribute('aria-busy', 'true');
    },
    routeSet: (route, url) => {
      settingPage = url.pathname + url.search;
      // Another page asked before the first one rendered: the first paint is not its preview.
      if (url.pathname !== firstPaintPath) elements.preview.querySelector('[data-first-paint]')?.remove();
      // storefront-shell.md §2 "Path classes for the mobile menu type".
      doc.body.dataset.menuType = pathClass(url.pathname);
      doc.body.dataset.route = route.name;
      for (const element of elements.shell) element.hidden = route.hideShell === true;
    },
    critical: () => {
      for (const container of elements.containers) container.hidden = true;
      elements.preview.hidden = true;
      elements.critical.hidden = false;
    },
  };
}
