import { expect } from 'chai';
import { axeViolations, captureConsole, cleanup, mount, nextEvent, waitFor } from './helpers';
import { engine, favorite, MISSING_PRODUCT, resetEngine, seed, useCartFakes, useCartServices } from './cart-fakes';

/**
 * <vt-favorites> (issue 6 "Elements"; storefront-shell.md §3 Favourite good view, §4 Favourites, §8).
 * The list is seeded straight into the page's engine; the shopper is a guest, so nothing syncs.
 */
localStorage.removeItem('vitrina:token');
localStorage.removeItem('vitrina:favorites-sort'); // no saved sort: the first test sees the popular default
useCartFakes();
await useCartServices();

const rows = (element: HTMLElement) => [...element.shadowRoot!.querySelectorAll<HTMLLIElement>('li.row')];
const rowOf = (element: HTMLElement, nmId: number) => rows(element).find((row) => row.textContent?.includes(`Товар ${nmId}`));
const names = (element: HTMLElement) => rows(element).map((row) => row.querySelector('.name')!.textContent);

const cartEngineLoaded = () => {
  try {
    return engine('cart');
  } catch {
    return null;
  }
};

async function mountFavorites(html = '<vt-favorites></vt-favorites>'): Promise<HTMLElement> {
  const element = await mount<HTMLElement>(html, 'vt-favorites');
  await waitFor(() => element.shadowRoot!.querySelector('section'));
  // The cart behind the rows' buttons comes in its own chunk right after the first paint.
  await waitFor(() => cartEngineLoaded());
  await resetEngine('favorites');
  await resetEngine('cart');
  return element;
}

const field = (element: HTMLElement, label: string) =>
  [...element.shadowRoot!.querySelectorAll('label')]
    .find((l) => l.textContent?.includes(label))!
    .querySelector<HTMLInputElement & HTMLSelectElement>('input, select')!;

/** Sets a control's value as typing would (through the native setter, which React's change tracking watches). */
function setValue(control: HTMLInputElement | HTMLSelectElement, value: string, event: 'input' | 'change'): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(event, { bubbles: true }));
}
const type = (input: HTMLInputElement, value: string) => setValue(input, value, 'input');

describe('<vt-favorites>', () => {
  afterEach(() => cleanup());

  it('§2.4 with no saved sort starts on popular (equal popularity: newest first), with stock and formatted price', async () => {
    const element = await mountFavorites();
    expect(field(element, 'Сортировка').value).to.equal('popular');
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
    const parts = (globalThis as unknown as Record<symbol, { parts: Map<string, unknown> }>)[Symbol.for('vitrina.runtime')]!.parts;
    const cart = (parts.get('store') as { get(a: unknown): { items: Record<string, unknown> } }).get(engine('cart').stateAtom);
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
    await seed(
      'favorites',
      Array.from({ length: 4000 }, (_, i) => favorite(20_000 + i, 2, 4000 - i)),
    );
    await waitFor(() => rows(element)[0]?.getAttribute('aria-setsize') === '4000');
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

/** Issue 10: the favourites page's query (routing-wallet §2.4 "sort (default: saved sort, else popular), search, wlArrived"). */
describe('<vt-favorites> sort, search and wl-arrived attributes', () => {
  const startHref = location.href;
  afterEach(() => {
    cleanup();
    history.replaceState(null, '', startHref);
  });

  const sortOf = (element: HTMLElement) => field(element, 'Сортировка').value;
  const searchOf = (element: HTMLElement) => field(element, 'Поиск в избранном');
  const arrivedOf = (element: HTMLElement) => field(element, 'Поступили в продажу');
  // 691 waitlist, 692 both, 693 poned, 596 waitlist: every card is in stock.
  const goods = () => seed('favorites', [favorite(691, 1), favorite(692, 3), favorite(693, 2), favorite(596, 1)]);

  it('§2.4 starts its controls and list from sort, search and wl-arrived', async () => {
    const element = await mountFavorites('<vt-favorites sort="name" search="69" wl-arrived></vt-favorites>');
    await goods();
    await waitFor(() => names(element).join() === 'Товар 691,Товар 692');
    expect(sortOf(element)).to.equal('name');
    expect(searchOf(element).value).to.equal('69');
    expect(arrivedOf(element).checked).to.equal(true);
  });

  it('a changed attribute or property updates the control; a removed one resets it to the default', async () => {
    const element = await mountFavorites('<vt-favorites sort="name" search="69" wl-arrived></vt-favorites>');
    await goods();
    await waitFor(() => names(element).join() === 'Товар 691,Товар 692');
    element.setAttribute('search', '692');
    await waitFor(() => searchOf(element).value === '692' && names(element).join() === 'Товар 692');
    element.removeAttribute('search');
    await waitFor(() => searchOf(element).value === '' && names(element).join() === 'Товар 596,Товар 691,Товар 692');
    element.removeAttribute('wl-arrived');
    await waitFor(() => !arrivedOf(element).checked && names(element).length === 4);
    (element as HTMLElementTagNameMap['vt-favorites']).wlArrived = true;
    await waitFor(() => arrivedOf(element).checked && names(element).length === 3);
    (element as HTMLElementTagNameMap['vt-favorites']).sort = 'priceDown';
    expect(element.getAttribute('sort')).to.equal('priceDown');
    await waitFor(() => sortOf(element) === 'priceDown');
  });

  it("§2.4 a removed sort falls back to the saved sort (the shopper's last pick), and a new attribute overrides a pick", async () => {
    const element = await mountFavorites('<vt-favorites></vt-favorites>');
    await goods();
    await waitFor(() => names(element).length === 4);
    setValue(field(element, 'Сортировка'), 'priceDown', 'change'); // saved as the shopper's sort
    await waitFor(() => sortOf(element) === 'priceDown');
    element.setAttribute('sort', 'name');
    await waitFor(() => sortOf(element) === 'name' && names(element).join() === 'Товар 596,Товар 691,Товар 692,Товар 693');
    element.removeAttribute('sort');
    await waitFor(() => sortOf(element) === 'priceDown');
    const again = await mountFavorites('<vt-favorites></vt-favorites>');
    expect(sortOf(again)).to.equal('priceDown');
  });

  it('an unknown sort warns and takes the default, never a crash; a known one in another case is read', async () => {
    let element!: HTMLElement;
    const { warnings, errors } = await captureConsole(async () => {
      element = await mountFavorites('<vt-favorites sort="<img src=x onerror=alert(1)>"></vt-favorites>');
      await goods();
      await waitFor(() => names(element).length === 4);
    });
    expect(
      warnings.some((w) => w.includes('<vt-favorites> sort "<img src=x onerror=alert(1)>"') && w.includes('popular, date, priceUp, priceDown, name')),
    ).to.equal(true);
    expect(errors).to.deep.equal([]);
    expect(['popular', 'date', 'priceUp', 'priceDown', 'name']).to.include(sortOf(element));
    expect(element.shadowRoot!.querySelector('img[src="x"]')).to.equal(null);
    element.setAttribute('sort', 'NAME');
    await waitFor(() => sortOf(element) === 'name');
  });

  it("with url-query the shopper's choices go to the address by replaceState (history state kept); without it the address is untouched", async () => {
    history.replaceState({ router: 'kept' }, '', startHref);
    const written: string[] = [];
    const replace = history.replaceState;
    history.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
      written.push(String(args[2]));
      return replace.apply(this, args);
    };
    try {
      const plain = await mountFavorites('<vt-favorites></vt-favorites>');
      type(searchOf(plain), 'только-без-url');
      const opted = await mount<HTMLElement>('<vt-favorites url-query></vt-favorites>', 'vt-favorites');
      await waitFor(() => opted.shadowRoot!.querySelector('select'));
      type(searchOf(opted), 'платье');
      arrivedOf(opted).click();
      setValue(field(opted, 'Сортировка'), 'name', 'change');
      await waitFor(() => new URL(location.href).searchParams.get('search') === 'платье');
      const query = new URL(location.href).searchParams;
      expect([query.get('sort'), query.get('wlArrived')]).to.deep.equal(['name', 'true']);
      expect(written.some((href) => href.includes(encodeURIComponent('только-без-url')))).to.equal(false);
      expect(history.state).to.deep.equal({ router: 'kept' });
      // Unticking "arrived" drops the parameter rather than writing wlArrived=false.
      arrivedOf(opted).click();
      await waitFor(() => !new URL(location.href).searchParams.has('wlArrived'));
    } finally {
      history.replaceState = replace;
    }
  });

  it('every control keeps its label with attributes set, and axe finds no violations', async () => {
    const element = await mountFavorites('<vt-favorites sort="name" search="69" wl-arrived url-query></vt-favorites>');
    await goods();
    await waitFor(() => names(element).length === 2);
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
