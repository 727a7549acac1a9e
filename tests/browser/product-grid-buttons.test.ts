import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, waitFor } from './helpers';
import { jwt, keepAuthRequiredHere, signInApplied, resetEngine, setSignedIn, useCartFakes, useCartServices } from './cart-fakes';

/**
 * The favourite and add-to-cart buttons of <vt-product-grid> tiles (issue 10): rendered inside the
 * grid's own React root (not nested elements), they follow the one store like <vt-favorite-toggle>
 * and <vt-add-to-cart> and send the same events, which reach document (bubbles, composed).
 */
localStorage.setItem('vitrina:token', jwt());
useCartFakes();
await useCartServices();

const listingCard = (nmId: number) => ({
  nmId,
  name: `Платье ${nmId}`,
  brand: 'Бренд',
  pics: 1,
  subjectId: 5,
  currency: 'RUB',
  totalQuantity: 50,
  sizes: [{ characteristicId: nmId * 10, name: '', stocks: [{ wh: 1, qty: 50 }], price: { basic: 300000, product: 150000, priceToShow: 150000, sale: 50 } }],
});
const tile = (grid: HTMLElement, nmId: number) => grid.shadowRoot!.querySelector<HTMLLIElement>(`li.tile[data-nm="${nmId}"]`);
const favouriteButton = (grid: HTMLElement, nmId: number) => tile(grid, nmId)?.querySelector<HTMLButtonElement>('button.toggle') ?? null;
const addButton = (grid: HTMLElement, nmId: number) => tile(grid, nmId)?.querySelector<HTMLButtonElement>('button.add') ?? null;

async function mountGrid(ids: number[], extra = ''): Promise<HTMLElement> {
  const grid = await mount<HTMLElement>(`<vt-product-grid no-controls></vt-product-grid>${extra}`, 'vt-product-grid');
  (grid as HTMLElement & { products: unknown }).products = ids.map(listingCard);
  // The real buttons replace the placeholders once their code has loaded, right after the first paint.
  await waitFor(() => ids.every((id) => favouriteButton(grid, id) && !favouriteButton(grid, id)!.hasAttribute('data-placeholder')));
  await resetEngine('favorites');
  await resetEngine('cart');
  return grid;
}

describe('<vt-product-grid> tile buttons', () => {
  afterEach(() => {
    cleanup();
    setSignedIn(true);
  });

  /** Mounts a grid and calls `onFirst` with the tile's buttons the moment they are first put in (the placeholders). */
  async function atFirstCommit(nmId: number, onFirst: (tile: HTMLLIElement) => void): Promise<HTMLElement> {
    const grid = await mount<HTMLElement>('<vt-product-grid no-controls></vt-product-grid>', 'vt-product-grid');
    const observer = new MutationObserver(() => {
      const first = tile(grid, nmId);
      if (!first) return;
      observer.disconnect();
      onFirst(first);
    });
    observer.observe(grid.shadowRoot!, { subtree: true, childList: true });
    (grid as HTMLElement & { products: unknown }).products = [listingCard(nmId)];
    return grid;
  }

  // The page's first grid: the buttons' code is not loaded yet (product-grid.test.ts has the same for focus).
  it('issue 10: a press before the buttons’ code has loaded is not lost: it is replayed on the real button', async () => {
    const changed = nextEvent<{ characteristicId: number; favorite: boolean }>(document, 'vt-favorite-change');
    let pressedPlaceholder = false;
    const grid = await atFirstCommit(851, (first) => {
      const button = first.querySelector<HTMLButtonElement>('button.toggle')!;
      pressedPlaceholder = button.hasAttribute('data-placeholder');
      button.click();
    });
    expect((await changed).detail).to.deep.equal({ characteristicId: 8510, product: 851, favorite: true });
    expect(pressedPlaceholder).to.equal(true);
    await waitFor(() => favouriteButton(grid, 851)!.getAttribute('aria-pressed') === 'true' && !favouriteButton(grid, 851)!.hasAttribute('data-placeholder'));
    // Same look before and after: the placeholder and the real button have one box.
    expect(favouriteButton(grid, 851)!.getBoundingClientRect().height).to.equal(44);
    favouriteButton(grid, 851)!.click();
    await waitFor(() => favouriteButton(grid, 851)!.getAttribute('aria-pressed') === 'false');
  });

  it('the favourite button adds and removes the tile’s size and sends vt-favorite-change to document', async () => {
    const grid = await mountGrid([801, 802]);
    expect(favouriteButton(grid, 801)!.getAttribute('aria-pressed')).to.equal('false');
    expect(favouriteButton(grid, 801)!.getAttribute('aria-label')).to.equal('В избранное');
    // Heard on document, from the grid element (the tile's button is inside its shadow root).
    const added = new Promise<{ detail: unknown; fromGrid: boolean }>((resolve) =>
      document.addEventListener('vt-favorite-change', (event) => resolve({ detail: event.detail, fromGrid: event.target === grid }), { once: true }),
    );
    favouriteButton(grid, 801)!.click();
    const event = await added;
    expect(event.detail).to.deep.equal({ characteristicId: 8010, product: 801, favorite: true });
    expect(event.fromGrid).to.equal(true);
    await waitFor(() => favouriteButton(grid, 801)!.getAttribute('aria-pressed') === 'true');
    expect(favouriteButton(grid, 802)!.getAttribute('aria-pressed')).to.equal('false');
    const removed = nextEvent<{ favorite: boolean }>(grid, 'vt-favorite-change');
    favouriteButton(grid, 801)!.click();
    expect((await removed).detail.favorite).to.equal(false);
    await waitFor(() => favouriteButton(grid, 801)!.getAttribute('aria-pressed') === 'false');
  });

  it('a <vt-favorite-toggle> elsewhere on the page and the tile follow each other at once (one store)', async () => {
    const grid = await mountGrid([803], '<vt-favorite-toggle id="twin" product="803" size="8030"></vt-favorite-toggle>');
    const twin = document.getElementById('twin')!;
    const twinButton = await waitFor(() => twin.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-pressed="false"]'));
    twinButton.click();
    await waitFor(() => favouriteButton(grid, 803)!.getAttribute('aria-pressed') === 'true');
    favouriteButton(grid, 803)!.click();
    await waitFor(() => twinButton.getAttribute('aria-pressed') === 'false');
  });

  it('§5/§6 a guest’s favourite click asks for sign-in instead', async () => {
    const grid = await mountGrid([804]);
    await signInApplied(false);
    const release = keepAuthRequiredHere();
    try {
      const asked = nextEvent(window, 'vitrina:auth-required');
      favouriteButton(grid, 804)!.click();
      await asked;
      expect(favouriteButton(grid, 804)!.getAttribute('aria-pressed')).to.equal('false');
    } finally {
      release();
    }
  });

  it('quick add puts one piece in the cart, counts it on the button and sends vt-cart-change to document', async () => {
    const grid = await mountGrid([805, 806], '<vt-add-to-cart id="twin" product="805" size="8050"></vt-add-to-cart>');
    const changed = nextEvent<{ action: string; characteristicId: number; product: number; quantity: number }>(document, 'vt-cart-change');
    addButton(grid, 805)!.click();
    expect((await changed).detail).to.deep.equal({ action: 'add', characteristicId: 8050, product: 805, quantity: 1 });
    await waitFor(() => /1/.test(addButton(grid, 805)!.textContent ?? ''));
    expect(addButton(grid, 806)!.textContent).to.not.match(/1/);
    // The element for the same size shows the same count.
    const twin = document.getElementById('twin')!;
    await waitFor(() => /1/.test(twin.shadowRoot?.querySelector('button')?.textContent ?? ''));
  });

  it('the buttons are 44px targets with no axe violations', async () => {
    const grid = await mountGrid([807]);
    expect(favouriteButton(grid, 807)!.getBoundingClientRect().height).to.be.at.least(44);
    expect(addButton(grid, 807)!.getBoundingClientRect().height).to.be.at.least(44);
    expect(await axeViolations(grid)).to.deep.equal([]);
  });
});
