import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';
import { detailCard, fakeState, installProductFetch } from './product-fakes';

installProductFetch();
await vitrina.configure({ services: '/product-test-services.json' });

type CardElement = HTMLElement & { product?: unknown; size?: string };
const title = (element: Element) => element.shadowRoot?.querySelector('[part="title"]')?.textContent;
const radios = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

describe('<vt-product-card>', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    fakeState.failing.clear();
    fakeState.detailCalls.length = 0;
  });

  it('loads the detail card by nm-id: title, brand, price, sale, flags, seller, options', async () => {
    const element = await mount<CardElement>('<vt-product-card nm-id="1001"></vt-product-card>', 'vt-product-card');
    await waitFor(() => title(element) === 'Dress 1001');
    const root = element.shadowRoot!;
    expect(root.querySelector('h1')?.textContent).to.equal('Dress 1001'); // the page variant's heading
    expect(shadow(element, '[part="price"]').textContent)
      .to.match(/150\s₽/)
      .and.match(/200\s₽/)
      .and.match(/25%/);
    expect(shadow(element, '[part="flags"]').textContent).to.contain('Предоплата').and.contain('5%');
    expect(shadow(element, '[part="seller"] a').getAttribute('href')).to.equal('/seller/77');
    expect(shadow(element, '[part="seller"]').textContent).to.contain('Seller').and.not.contain('ООО'); // legal form dropped
    expect(shadow(element, '[part="options"]').textContent).to.contain('cotton').and.contain('Care');
    expect(shadow(element, '.description').textContent).to.equal('A <b>dress</b>'); // server text stays text
    await waitFor(() => root.querySelector('[part="brand"][href="/brands/brandy"]'));
    await waitFor(() => root.querySelector('[part="price-history"] table'));
  });

  it('sizes are a radio group: sold-out sizes disabled, arrows choose, vt-product-size-change, add-to-cart follows', async () => {
    const element = await mount<CardElement>('<vt-product-card nm-id="1002" variant="popup"></vt-product-card>', 'vt-product-card');
    await waitFor(() => radios(element).length === 3);
    const [s, m, l] = radios(element);
    expect(s!.disabled).to.equal(true);
    expect(m!.checked).to.equal(true); // first available size
    expect(element.shadowRoot!.querySelector('vt-add-to-cart')?.getAttribute('size')).to.equal('10022');
    const changed = nextEvent<{ characteristicId: number; size: string }>(element, 'vt-product-size-change');
    l!.click();
    expect((await changed).detail).to.deep.equal({ nmId: 1002, characteristicId: 10023, size: '10030' });
    await waitFor(() => element.shadowRoot!.querySelector('vt-add-to-cart')?.getAttribute('size') === '10023');
    expect(element.shadowRoot!.querySelector('vt-favorite-toggle')?.getAttribute('product')).to.equal('1002');
  });

  it('the add-to-cart button starts the buy row, beside the heart (the size-table dialog styles in the same root do not push it to the end)', async () => {
    const element = await mount<CardElement>('<vt-product-card nm-id="1002"></vt-product-card>', 'vt-product-card');
    await waitFor(() => element.shadowRoot!.querySelector('vt-add-to-cart'));
    const row = shadow(element, '[part="actions"]').getBoundingClientRect();
    const add = element.shadowRoot!.querySelector('vt-add-to-cart')!.getBoundingClientRect();
    const heart = element.shadowRoot!.querySelector('vt-favorite-toggle')!.getBoundingClientRect();
    expect(row.width).to.be.greaterThan(add.width + heart.width + 100);
    expect(Math.round(add.left)).to.equal(Math.round(row.left));
    expect(heart.left).to.be.greaterThan(add.right);
    expect(heart.left - add.right).to.be.lessThan(32);
  });

  it("the shopper's size stays chosen when the card's data is refreshed (a new object of the same product)", async () => {
    const container = document.createElement('div');
    container.className = 'fixture';
    const element = document.createElement('vt-product-card') as CardElement;
    element.setAttribute('variant', 'popup');
    element.product = detailCard(1006);
    container.append(element);
    document.body.append(container);
    await waitFor(() => radios(element).length === 3);
    radios(element)[2]!.click();
    await waitFor(() => element.shadowRoot!.querySelector('vt-add-to-cart')?.getAttribute('size') === '10063');
    element.product = detailCard(1006);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(radios(element)[2]!.checked).to.equal(true);
    expect(element.shadowRoot!.querySelector('vt-add-to-cart')?.getAttribute('size')).to.equal('10063');
  });

  it('the size attribute preselects a size; removing it resets to the default', async () => {
    const element = await mount<CardElement>('<vt-product-card nm-id="1003" variant="popup" size="L"></vt-product-card>', 'vt-product-card');
    await waitFor(() => radios(element)[2]?.checked);
    element.removeAttribute('size');
    await waitFor(() => radios(element)[1]?.checked);
  });

  it('the size table opens as a modal dialog; Escape closes it and focus returns to its button', async () => {
    const element = await mount<CardElement>('<vt-product-card nm-id="1004" variant="popup"></vt-product-card>', 'vt-product-card');
    const button = await waitFor(() => element.shadowRoot!.querySelector<HTMLButtonElement>('[part="size-table-button"]'));
    button.focus();
    button.click();
    const dialog = await waitFor(() => element.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'));
    expect(dialog.querySelectorAll('tbody tr')).to.have.length(2);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => !dialog.open);
    expect(element.shadowRoot!.activeElement).to.equal(button);
  });

  it('preloaded product property: no request; a product without name or pictures shows the fallbacks', async () => {
    const container = document.createElement('div');
    container.className = 'fixture';
    const element = document.createElement('vt-product-card') as CardElement;
    element.product = detailCard(1005, { name: '  ', pics: 0 });
    container.append(element);
    document.body.append(container);
    await waitFor(() => title(element));
    expect(title(element)).to.equal('Название не указано'); // productCard.noNameSpecified
    expect(shadow(element, '[part="placeholder"]').textContent).to.equal('Нет фото'); // common.noPhoto
    expect(fakeState.detailCalls).to.deep.equal([]);
  });

  it('a sold-out product shows "sold out" and no add-to-cart button', async () => {
    const sold = detailCard(1006, { sizes: [{ characteristicId: 1, name: 'M', stocks: [{ qty: 4, time1: 1, time2: 2 }] }] }); // no price
    const element = document.createElement('vt-product-card') as CardElement;
    element.product = sold;
    const container = document.createElement('div');
    container.className = 'fixture';
    container.append(element);
    document.body.append(container);
    await waitFor(() => element.shadowRoot?.querySelector('[part="sold-out"]'));
    expect(element.shadowRoot!.querySelector('vt-add-to-cart')).to.equal(null);
  });

  it('a failing card call shows the error with a retry button, never a blank; retry loads it', async () => {
    fakeState.failing.add(1007);
    const element = await mount<CardElement>('<vt-product-card nm-id="1007"></vt-product-card>', 'vt-product-card');
    const retry = await waitFor(() => element.shadowRoot!.querySelector<HTMLButtonElement>('[part="error"] [part="retry"]'));
    expect(shadow(element, '[part="error"]').getAttribute('role')).to.equal('alert');
    fakeState.failing.delete(1007);
    retry.click();
    await waitFor(() => title(element) === 'Dress 1007');
  });

  it('an unknown product says so (no retry)', async () => {
    const element = await mount<CardElement>('<vt-product-card nm-id="404"></vt-product-card>', 'vt-product-card');
    await waitFor(() => element.shadowRoot!.querySelector('[part="error"]'));
    expect(element.shadowRoot!.querySelector('[part="retry"]')).to.equal(null);
  });

  it('shelf variant: a link to the product page sending a cancelable vt-product-select', async () => {
    const element = await mount<CardElement>('<vt-product-card variant="shelf" nm-id="1008"></vt-product-card>', 'vt-product-card');
    const link = await waitFor(() => element.shadowRoot!.querySelector<HTMLAnchorElement>('a.shelf'));
    expect(link.getAttribute('href')).to.equal('/catalog/1008/detail.aspx');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('vt-product-select', cancel, { once: true });
    const selected = nextEvent<{ nmId: number; href: string }>(document, 'vt-product-select');
    const before = location.href;
    link.click();
    const event = await selected;
    expect(event.detail).to.deep.equal({ nmId: 1008, href: '/catalog/1008/detail.aspx' });
    expect(event.cancelable).to.equal(true);
    expect(location.href).to.equal(before); // the listener cancelled: the link did not navigate
  });

  it('has no axe violations (page and shelf)', async () => {
    const element = await mount<CardElement>(
      '<vt-product-card nm-id="1009"></vt-product-card><vt-product-card variant="shelf" nm-id="1010"></vt-product-card>',
      'vt-product-card',
    );
    await waitFor(() => title(element) === 'Dress 1009');
    expect(await axeViolations(element)).to.deep.equal([]);
    const shelf = document.querySelector('vt-product-card[variant="shelf"]')!;
    await waitFor(() => shelf.shadowRoot?.querySelector('a.shelf'));
    expect(await axeViolations(shelf)).to.deep.equal([]);
  });
});
