import { expect } from 'chai';
import { cleanup, idle, mount, vitrina, waitFor } from './helpers';
import { detailCard, fakeState, installProductFetch } from './product-fakes';

// Issue 10, DESIGN.md "Budgets": a shelf tile loads only the tile; the full card's detail view,
// its data and its styles come in an on-demand part (widgets/product-card/use-detail-part.ts).
// The tests run in order on one page: the first one sees the page before any full card.
installProductFetch();
await vitrina.configure({ services: '/product-test-services.json' });

type CardElement = HTMLElement & { product?: unknown };
const DETAIL_PART_CHUNK = /\/detail-part-[\w-]+\.js$/;
const partRequested = () => performance.getEntriesByType('resource').some((entry) => DETAIL_PART_CHUNK.test(new URL(entry.name).pathname));
const adoptedCss = (root: ShadowRoot) => root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
const radios = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

interface FirstPaint {
  skeleton: boolean;
  busy: string | null;
  height: number;
  title: boolean;
}

/** Appends a full card and records what its first commit showed (a MutationObserver runs before that frame paints). */
function appendCard(nmId: number, onFirstCommit?: (element: CardElement) => void, lightDom = ''): { element: CardElement; first: Promise<FirstPaint> } {
  const container = document.createElement('div');
  container.className = 'fixture';
  const element = document.createElement('vt-product-card') as CardElement;
  element.setAttribute('variant', 'popup');
  element.innerHTML = lightDom;
  element.product = detailCard(nmId);
  container.append(element);
  document.body.append(container);
  const root = element.shadowRoot!; // the tag is defined: upgraded on insertion, React commits later
  const first = new Promise<FirstPaint>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      const skeleton = root.querySelector<HTMLElement>('.card--loading');
      resolve({
        skeleton: skeleton !== null,
        busy: skeleton?.getAttribute('aria-busy') ?? null,
        height: skeleton?.getBoundingClientRect().height ?? 0,
        title: root.querySelector('[part="title"]') !== null,
      });
      onFirstCommit?.(element);
    });
    observer.observe(root, { childList: true, subtree: true });
  });
  return { element, first };
}

describe('<vt-product-card> on-demand detail part', () => {
  afterEach(() => {
    cleanup();
    fakeState.detailCalls.length = 0;
  });

  it("shelf tiles load neither the detail part's chunk nor its styles", async () => {
    const shelf = await mount<CardElement>('<vt-product-card variant="shelf" nm-id="1008"></vt-product-card>', 'vt-product-card');
    await waitFor(() => shelf.shadowRoot!.querySelector('a.shelf'));
    await idle(); // nothing follows the tile's paint
    expect(partRequested()).to.equal(false);
    const css = adoptedCss(shelf.shadowRoot!);
    expect(css).to.contain('.shelf-name');
    expect(css).not.to.contain('.size-row');
  });

  it('a full card shows its data skeleton (the same box) until the part arrives; a size set meanwhile is the one chosen', async () => {
    expect(partRequested()).to.equal(false);
    // The product page's first paint (host/pages/product.ts): the skeleton keeps it on screen, the view replaces it.
    const firstPaint = '<img class="vt-lcp" src="/cdn/none.webp" alt="Dress 1011" width="516" height="688"><h1 class="vt-lcp-title">Dress 1011</h1>';
    const { element, first } = appendCard(1011, (card) => card.setAttribute('size', 'L'), firstPaint);
    const painted = await first;
    expect(painted).to.deep.include({ skeleton: true, busy: 'true', title: false });
    // At least the card's box; here as tall as the first paint it shows (a 516 px picture and the title).
    expect(painted.height).to.be.at.least(640);
    const lightTitle = element.querySelector('h1.vt-lcp-title')!;
    expect(lightTitle.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(element.querySelector('img.vt-lcp')!.getBoundingClientRect().width).to.be.at.most(516);
    await waitFor(() => radios(element).length === 3);
    expect(lightTitle.getBoundingClientRect().height).to.equal(0);
    expect(partRequested()).to.equal(true);
    expect(radios(element)[2]!.checked).to.equal(true); // L, asked for before the part was there
    expect(element.shadowRoot!.querySelector('vt-add-to-cart')?.getAttribute('size')).to.equal('10113');
    // The part's styles came with it, after the dialog's (whose :host would make the card `display: contents`).
    expect(adoptedCss(element.shadowRoot!)).to.contain('.size-row');
    expect(getComputedStyle(element).display).to.equal('block');
    expect(getComputedStyle(element.shadowRoot!.querySelector('.size-row')!).display).to.equal('flex');
    expect(fakeState.detailCalls).to.deep.equal([]); // the preloaded product: no request
  });

  it("dist/manifest.json lists the part among the card's on-demand chunks, not its first-paint imports", async () => {
    const manifest = (await (await fetch('/dist/manifest.json')).json()) as {
      widgets: Record<string, { file: string; imports: string[]; onDemand?: string[] }>;
    };
    const card = manifest.widgets['vt-product-card']!;
    expect(card.file).to.match(/^chunks\/product-card\.define-/);
    expect(card.imports.filter((file) => DETAIL_PART_CHUNK.test(`/${file}`))).to.deep.equal([]);
    expect(card.onDemand?.filter((file) => DETAIL_PART_CHUNK.test(`/${file}`))).to.have.length(1);
  });

  it('the part stays for later cards: they render the view in their first commit; the class can preload it', async () => {
    const { element, first } = appendCard(1012);
    expect(await first).to.deep.equal({ skeleton: false, busy: null, height: 0, title: true });
    expect(element.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('Dress 1012');
    const card = customElements.get('vt-product-card') as unknown as { preloadDetail(): Promise<unknown> };
    expect(await card.preloadDetail()).to.have.property('DetailPartView');
  });
});
