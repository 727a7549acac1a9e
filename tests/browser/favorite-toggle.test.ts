import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations, cleanup, mount, nextEvent, shadow, waitFor } from './helpers';
import {
  favorite,
  jwt,
  keepAuthRequiredHere,
  signInApplied,
  MISSING_PRODUCT,
  requests,
  resetEngine,
  seed,
  setSignedIn,
  useCartFakes,
  useCartServices,
} from './cart-fakes';

/** <vt-favorite-toggle> (issue 6 "Elements"; storefront-shell.md §4 Favourites, §5 Favourites limit, §6 Guest). */
localStorage.setItem('vitrina:token', jwt());
useCartFakes();
await useCartServices();

const button = (element: HTMLElement) => element.shadowRoot!.querySelector<HTMLButtonElement>('button[part="button"]');
const pressed = (element: HTMLElement) => button(element)?.getAttribute('aria-pressed');

async function mountToggle(html: string): Promise<HTMLElement> {
  const element = await mount<HTMLElement>(html, 'vt-favorite-toggle');
  await waitFor(() => button(element) ?? element.shadowRoot!.querySelector('[part="empty"]'));
  await resetEngine('favorites');
  return element;
}

describe('<vt-favorite-toggle>', () => {
  afterEach(() => {
    cleanup();
    setSignedIn(true);
  });

  it('adds and removes the size by product and size, with aria-pressed and vt-favorite-change', async () => {
    const element = await mountToggle('<vt-favorite-toggle product="701" size="7010"></vt-favorite-toggle>');
    await waitFor(() => pressed(element) === 'false');
    expect(button(element)!.getAttribute('aria-label')).to.equal('В избранное');
    const added = nextEvent<{ characteristicId: number; product: number; favorite: boolean }>(element, 'vt-favorite-change');
    button(element)!.click();
    expect((await added).detail).to.deep.equal({ characteristicId: 7010, product: 701, favorite: true });
    await waitFor(() => pressed(element) === 'true');
    const removed = nextEvent<{ favorite: boolean }>(element, 'vt-favorite-change');
    button(element)!.click();
    expect((await removed).detail.favorite).to.equal(false);
    await waitFor(() => pressed(element) === 'false');
  });

  it('without a size it takes the product’s only size from the catalog', async () => {
    const element = await mountToggle('<vt-favorite-toggle product="702"></vt-favorite-toggle>');
    const toggle = await waitFor(() => element.shadowRoot!.querySelector<HTMLButtonElement>('button[part="button"]:not([disabled])'));
    toggle.click();
    await waitFor(() => pressed(element) === 'true');
  });

  it('two toggles of the same size follow each other at once (one store)', async () => {
    const element = await mountToggle(
      '<vt-favorite-toggle product="703" size="7030"></vt-favorite-toggle><vt-favorite-toggle id="twin" product="703" size="7030"></vt-favorite-toggle>',
    );
    const twin = document.getElementById('twin')!;
    await waitFor(() => pressed(twin) === 'false');
    button(element)!.click();
    await waitFor(() => pressed(twin) === 'true');
  });

  it('properties work like attributes, and removing the product attribute shows the empty state', async () => {
    const element = await mountToggle('<vt-favorite-toggle></vt-favorite-toggle>');
    expect(shadow(element, '[part="empty"]').getAttribute('role')).to.equal('status');
    Object.assign(element, { product: 704, size: 7040 });
    await waitFor(() => pressed(element) === 'false');
    element.setAttribute('product', '705');
    element.removeAttribute('product');
    await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]')?.textContent === 'Нет товара');
  });

  it('a product the catalog does not know shows a clear empty state', async () => {
    const element = await mountToggle(`<vt-favorite-toggle product="${MISSING_PRODUCT}"></vt-favorite-toggle>`);
    await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]')?.textContent === 'Нет товара');
  });

  it('§5/§6 a guest gets the sign-in request instead of a favourite', async () => {
    const element = await mountToggle('<vt-favorite-toggle product="706" size="7060"></vt-favorite-toggle>');
    await signInApplied(false);
    const release = keepAuthRequiredHere();
    try {
      const asked = nextEvent(window, 'vitrina:auth-required');
      button(element)!.click();
      await asked;
      expect(pressed(element)).to.equal('false');
    } finally {
      release();
    }
  });

  it('§5 at the limit (2000) a new favourite is refused with favorites.ponedMaxStorage and the limit', async () => {
    const element = await mountToggle('<vt-favorite-toggle product="707" size="7070"></vt-favorite-toggle>');
    await seed(
      'favorites',
      Array.from({ length: 2000 }, (_, i) => favorite(30_000 + i)),
    );
    button(element)!.click();
    await waitFor(() => shadow(element, '[part="message"]').textContent === 'В избранном может быть не больше 2\u00A0000 товаров');
    expect(pressed(element)).to.equal('false');
  });

  it('works from the keyboard (Tab, then Enter and Space), is 44px high and has no axe violations', async () => {
    const element = await mountToggle('<vt-favorite-toggle product="708" size="7080"></vt-favorite-toggle>');
    await waitFor(() => pressed(element) === 'false');
    const before = document.createElement('button');
    before.textContent = 'before';
    element.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement).to.equal(button(element));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => pressed(element) === 'true');
    await sendKeys({ press: 'Space' });
    await waitFor(() => pressed(element) === 'false');
    expect(button(element)!.getBoundingClientRect().height).to.be.at.least(44);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('changes are synced to the favourites service after the debounce (signed in)', async () => {
    const element = await mountToggle('<vt-favorite-toggle product="709" size="7090"></vt-favorite-toggle>');
    await waitFor(() => pressed(element) === 'false');
    requests.length = 0;
    button(element)!.click();
    await waitFor(() => requests.some((r) => r.url.pathname === '/svc/favs/sync' && r.body.includes('"chrt_id":7090')));
  });
});
