import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, waitFor } from './helpers';
import { engine, favorite, MISSING_PRODUCT, resetEngine, seed, useCartFakes, useCartServices } from './cart-fakes';

/**
 * <vt-favorites> (issue 6 "Elements"; storefront-shell.md §3 Favourite good view, §4 Favourites, §8).
 * The list is seeded straight into the page's engine; the shopper is a guest, so nothing syncs.
 */
localStorage.removeItem('vitrina:token');
useCartFakes();
await useCartServices();

const rows = (element: HTMLElement) => [...element.shadowRoot!.querySelectorAll<HTMLLIElement>('li.row')];
const rowOf = (element: HTMLElement, nmId: number) => rows(element).find((row) => row.textContent?.includes(`Товар ${nmId}`));
const names = (element: HTMLElement) => rows(element).map((row) => row.querySelector('.name')!.textContent);

async function mountFavorites(): Promise<HTMLElement> {
  const element = await mount<HTMLElement>('<vt-favorites></vt-favorites>', 'vt-favorites');
  await waitFor(() => element.shadowRoot!.querySelector('section'));
  await resetEngine('favorites');
  await resetEngine('cart');
  return element;
}

const field = (element: HTMLElement, label: string) =>
  [...element.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent?.includes(label))!.querySelector<HTMLInputElement & HTMLSelectElement>('input, select')!;

/** Sets a control's value as typing would (through the native setter, which React's change tracking watches). */
function setValue(control: HTMLInputElement | HTMLSelectElement, value: string, event: 'input' | 'change'): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(event, { bubbles: true }));
}
const type = (input: HTMLInputElement, value: string) => setValue(input, value, 'input');

describe('<vt-favorites>', () => {
  afterEach(() => cleanup());

  it('shows each favourite newest first with its stock and formatted price', async () => {
    const element = await mountFavorites();
    await seed('favorites', [favorite(601, 2, 100), favorite(602, 2, 200)]);
    await waitFor(() => names(element).join() === 'Товар 602,Товар 601');
    const text = rowOf(element, 601)!.textContent!.replace(/\s/g, ' ');
    expect(text).to.include('В наличии').and.match(/150 ₽/);
  });

  it('search filters by name, and the sort orders by name', async () => {
    const element = await mountFavorites();
    await seed('favorites', [favorite(611, 2, 3), favorite(622, 2, 2), favorite(633, 2, 1)]);
    await waitFor(() => names(element).length === 3 && names(element)[0] === 'Товар 611');
    type(field(element, 'Поиск в избранном'), '622');
    await waitFor(() => names(element).join() === 'Товар 622');
    type(field(element, 'Поиск в избранном'), 'нет такого');
    await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]')?.textContent === 'Ничего не найдено');
    type(field(element, 'Поиск в избранном'), '');
    setValue(field(element, 'Сортировка'), 'name', 'change');
    await waitFor(() => names(element).join() === 'Товар 611,Товар 622,Товар 633');
  });

  it('the wlArrived filter keeps waitlisted goods (kind 1 or 3) that are in stock', async () => {
    const element = await mountFavorites();
    await seed('favorites', [favorite(641, 1), favorite(642, 2), favorite(643, 3)]);
    await waitFor(() => names(element).length === 3);
    field(element, 'Поступили в продажу').click();
    await waitFor(() => names(element).sort().join() === 'Товар 641,Товар 643');
  });

  it('remove hides the favourite at once (§4) and sends vt-favorite-change', async () => {
    const element = await mountFavorites();
    await seed('favorites', [favorite(651), favorite(652)]);
    const row = await waitFor(() => rowOf(element, 651));
    const event = nextEvent<{ characteristicId: number; favorite: boolean }>(element, 'vt-favorite-change');
    row.querySelector<HTMLButtonElement>('button[aria-label="Удалить из избранного: Товар 651"]')!.click();
    expect((await event).detail).to.deep.equal({ characteristicId: 6510, product: 651, favorite: false });
    await waitFor(() => !rowOf(element, 651) && rows(element).length === 1);
  });

  it('add to cart puts the good in the cart and shows favorites.productAddedToBasket (§8)', async () => {
    const element = await mountFavorites();
    await seed('favorites', [favorite(661)]);
    const button = await waitFor(() => rowOf(element, 661)?.querySelector<HTMLButtonElement>('button.vt-button:not([disabled])'));
    const event = nextEvent<{ action: string; characteristicId: number }>(element, 'vt-cart-change');
    button.click();
    expect((await event).detail).to.include({ action: 'add', characteristicId: 6610 });
    await waitFor(() => element.shadowRoot!.querySelector('[role="status"]')?.textContent === 'Товар добавлен в корзину');
    const cart = (globalThis as unknown as Record<symbol, { get(a: unknown): { items: Record<string, unknown> } }>)[Symbol.for('vitrina.store')]!.get(engine('cart').stateAtom);
    expect(Object.keys(cart.items)).to.deep.equal(['6610']);
  });

  it('a favourite whose product the catalog does not know shows a clear empty state, not an error', async () => {
    const element = await mountFavorites();
    await seed('favorites', [favorite(MISSING_PRODUCT)]);
    await waitFor(() => rows(element)[0]?.querySelector('.name')?.textContent === 'Товар удалён'); // §3: name, brand, colour and size all empty
    expect(rows(element)[0]!.querySelector<HTMLButtonElement>('button.vt-button')!.disabled).to.equal(true);
  });

  it('4000 favourites: only the visible rows are rendered, and scrolling reaches the last one', async () => {
    const element = await mountFavorites();
    await seed('favorites', Array.from({ length: 4000 }, (_, i) => favorite(20_000 + i, 2, 4000 - i)));
    await waitFor(() => rows(element)[0]?.getAttribute('aria-setsize') === '4000', 8000);
    expect(rows(element).length).to.be.below(30);
    const scroller = element.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => rows(element).some((row) => row.getAttribute('aria-posinset') === '4000'));
    expect(rows(element).length).to.be.below(30);
  });

  it('every control has a label, the list is reachable by keyboard, and axe finds no violations', async () => {
    const element = await mountFavorites();
    await seed('favorites', [favorite(671), favorite(672)]);
    await waitFor(() => rowOf(element, 672));
    const addButton = rowOf(element, 672)!.querySelector('button.vt-button')!;
    expect(element.shadowRoot!.getElementById(addButton.getAttribute('aria-describedby')!)!.textContent).to.equal('Товар 672');
    const search = field(element, 'Поиск в избранном');
    search.focus();
    expect(element.shadowRoot!.activeElement).to.equal(search);
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
