import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, waitFor } from './helpers';
import { BROKEN_PICTURE_PRODUCT, cartLine, MISSING_PRODUCT, resetEngine, seed, useCartFakes, useCartServices } from './cart-fakes';

/** <vt-cart> (issue 6 "Elements"; storefront-shell.md §3 Cart item, §4 Cart item rules, §5). The shopper is a guest: the cart is local (§6). */
localStorage.removeItem('vitrina:token');
useCartFakes();
await useCartServices();

const rows = (element: HTMLElement) => [...element.shadowRoot!.querySelectorAll<HTMLLIElement>('li.row')];
const rowOf = (element: HTMLElement, nmId: number) => rows(element).find((row) => row.textContent?.includes(`Товар ${nmId}`));

async function mountCart(): Promise<HTMLElement> {
  const element = await mount<HTMLElement>('<vt-cart></vt-cart>', 'vt-cart');
  await waitFor(() => element.shadowRoot!.querySelector('section'));
  await resetEngine('cart');
  return element;
}

describe('<vt-cart>', () => {
  afterEach(() => cleanup());

  it('shows each line: picture or no-photo text, name, size, colour, seller, formatted price, stepper, include toggle, remove', async () => {
    const element = await mountCart();
    await seed('cart', [cartLine(501, 2), cartLine(502)]);
    const row = await waitFor(() => rowOf(element, 501));
    const text = row.textContent ?? '';
    expect(text).to.include('Размер: M').and.include('Цвет: красный').and.include('Продавец: Продавец');
    expect(text).to.include('Нет фото'); // common.noPhoto: the card has no pictures
    expect(text.replace(/\s/g, ' ')).to.match(/300 ₽/); // 2 × 150.00 in minor units, formatted
    expect(row.querySelector('.quantity')!.textContent).to.equal('2');
    expect(row.querySelector('input[type="checkbox"]')!.getAttribute('aria-label')).to.equal('Включить в заказ: Товар 501');
    expect(row.querySelector('button[aria-label="Удалить: Товар 501"]')).to.not.equal(null);
    expect(element.shadowRoot!.querySelector('[part="totals"]')!.textContent).to.include('3');
  });

  it('§8 a picture that cannot load gives way to the no-photo text: no broken image', async () => {
    const element = await mountCart();
    await seed('cart', [cartLine(BROKEN_PICTURE_PRODUCT)]);
    const row = await waitFor(() => rowOf(element, BROKEN_PICTURE_PRODUCT));
    // The line first asks for its picture (pics 1), which the test server does not have.
    await waitFor(() => !row.querySelector('img.thumb') && row.querySelector('[part="thumb"]')?.textContent === 'Нет фото', 5000);
  });

  it('the stepper changes the quantity, never below 1 (§5), and sends vt-cart-change', async () => {
    const element = await mountCart();
    await seed('cart', [cartLine(511)]);
    const row = await waitFor(() => rowOf(element, 511));
    const decrease = row.querySelector<HTMLButtonElement>('button[aria-label="Уменьшить количество"]')!;
    expect(decrease.disabled).to.equal(true);
    const event = nextEvent<{ action: string; quantity: number; characteristicId: number }>(element, 'vt-cart-change');
    row.querySelector<HTMLButtonElement>('button[aria-label="Увеличить количество"]')!.click();
    expect((await event).detail).to.deep.equal({ action: 'quantity', characteristicId: 5110, product: 511, quantity: 2 });
    await waitFor(() => rowOf(element, 511)!.querySelector('.quantity')!.textContent === '2');
    expect(rowOf(element, 511)!.querySelector<HTMLButtonElement>('button[aria-label="Уменьшить количество"]')!.disabled).to.equal(false);
  });

  it('the include-in-order toggle and remove change the cart and send vt-cart-change', async () => {
    const element = await mountCart();
    await seed('cart', [cartLine(521), cartLine(522)]);
    const row = await waitFor(() => rowOf(element, 521));
    const include = nextEvent<{ action: string }>(element, 'vt-cart-change');
    row.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    expect((await include).detail.action).to.equal('include');
    await waitFor(() => rowOf(element, 521)!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked === false);
    const removed = nextEvent<{ action: string; quantity: number }>(element, 'vt-cart-change');
    rowOf(element, 521)!.querySelector<HTMLButtonElement>('button[aria-label="Удалить: Товар 521"]')!.click();
    expect((await removed).detail).to.include({ action: 'remove', quantity: 0 });
    await waitFor(() => rows(element).length === 1);
  });

  it('a line whose product the catalog does not know shows a clear unavailable state', async () => {
    const element = await mountCart();
    await seed('cart', [cartLine(MISSING_PRODUCT)]);
    await waitFor(() => rows(element)[0]?.querySelector('.name')?.textContent === 'Товар недоступен');
  });

  it('an empty cart says so', async () => {
    const element = await mountCart();
    await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]')?.textContent === 'В корзине пока пусто');
  });

  it('510 lines: only the visible rows are rendered, and scrolling reaches the last one', async () => {
    const element = await mountCart();
    await seed(
      'cart',
      Array.from({ length: 510 }, (_, i) => cartLine(10_000 + i)),
    );
    await waitFor(() => rows(element).length > 0 && rows(element)[0]!.getAttribute('aria-setsize') === '510');
    expect(rows(element).length).to.be.below(30);
    const scroller = element.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => rows(element).some((row) => row.getAttribute('aria-posinset') === '510'));
    expect(rows(element).length).to.be.below(30);
  });

  it('a second cart element and the engine agree at once (one shared store)', async () => {
    const element = await mountCart();
    const other = await mount<HTMLElement>('<vt-cart></vt-cart>', 'vt-cart');
    await seed('cart', [cartLine(531)]);
    await waitFor(() => rowOf(element, 531) && rowOf(other, 531));
    rowOf(other, 531)!.querySelector<HTMLButtonElement>('button[aria-label="Увеличить количество"]')!.click();
    await waitFor(() => rowOf(element, 531)!.querySelector('.quantity')!.textContent === '2');
  });

  it('is usable by keyboard: Tab reaches the stepper, Enter presses it; the delivery way is a radio group', async () => {
    const element = await mountCart();
    await seed('cart', [cartLine(541)]);
    const increase = await waitFor(() => rowOf(element, 541)?.querySelector<HTMLButtonElement>('button[aria-label="Увеличить количество"]'));
    increase.focus();
    expect(element.shadowRoot!.activeElement).to.equal(increase);
    expect(increase.getBoundingClientRect().height).to.be.at.least(44);
    const includeTarget = rowOf(element, 541)!.querySelector('label.include-target')!.getBoundingClientRect();
    expect(Math.min(includeTarget.width, includeTarget.height)).to.be.at.least(44);
    const radios = element.shadowRoot!.querySelectorAll<HTMLInputElement>('fieldset input[type="radio"]');
    expect([...radios].map((r) => r.value)).to.deep.equal(['self', 'courier']);
    radios[1]!.click();
    await waitFor(() => element.shadowRoot!.querySelectorAll<HTMLInputElement>('fieldset input[type="radio"]')[1]!.checked);
  });

  it('has no axe violations with lines', async () => {
    const element = await mountCart();
    await seed('cart', [cartLine(551), cartLine(552, 3)]);
    await waitFor(() => rowOf(element, 552));
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
