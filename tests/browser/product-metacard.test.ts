import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, vitrina, waitFor } from './helpers';
import { installProductFetch } from './product-fakes';

// The metacard (storefront-shell.md §2 "Product card: colour ... choice, metacard"): the colour
// group's products as picture swatches; in the popup a swatch switches the popup's product.
installProductFetch();
await vitrina.configure({ services: '/product-test-services.json' });

const swatches = (root: ShadowRoot) => [...root.querySelectorAll<HTMLAnchorElement>('[part="colours"] a')];
const radios = (root: ShadowRoot) => [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

describe('<vt-product-card> metacard', () => {
  afterEach(() => cleanup());

  it('shows each colour as its picture, named by the colour, the current one marked; links keep the chosen size', async () => {
    const element = await mount('<vt-product-card nm-id="2001" variant="popup"></vt-product-card>', 'vt-product-card');
    const root = element.shadowRoot!;
    await waitFor(() => swatches(root).length === 2);
    const [red, blue] = swatches(root);
    expect(root.querySelector('[part="colours"]')!.getAttribute('aria-label')).to.equal('Цвет');
    expect(root.querySelector('[part="colours"] .label')!.textContent).to.equal('Цвет: red');
    expect([red!.getAttribute('aria-label'), blue!.getAttribute('aria-label')]).to.deep.equal(['red', 'blue']);
    expect(red!.getAttribute('aria-current')).to.equal('page');
    expect(blue!.hasAttribute('aria-current')).to.equal(false);
    expect(new URL(blue!.querySelector('img')!.src).pathname).to.equal('/cdn/part2/2002/images/tm/1.webp');
    // The card chose M (S is sold out): the other colour opens on M.
    expect(blue!.getAttribute('href')).to.equal('/catalog/2002/detail.aspx?size=M');
    radios(root)[2]!.click(); // L
    await waitFor(() => blue!.getAttribute('href') === '/catalog/2002/detail.aspx?size=L');
    expect(await axeViolations(root.querySelector('[part="colours"]')!)).to.deep.equal([]);
  });

  it('in the popup a swatch sends the cancelable vt-product-select with the size: a host that takes it keeps the page', async () => {
    const element = await mount('<vt-product-card nm-id="2011" variant="popup"></vt-product-card>', 'vt-product-card');
    const root = element.shadowRoot!;
    await waitFor(() => swatches(root).length === 2);
    const taken = new Promise<CustomEvent>((resolve) =>
      document.addEventListener(
        'vt-product-select',
        (event) => {
          event.preventDefault(); // the host shows it in the popup
          resolve(event);
        },
        { once: true },
      ),
    );
    const before = location.href;
    swatches(root)[1]!.click();
    const event = await taken;
    expect(event.detail).to.deep.equal({ nmId: 2012, href: '/catalog/2012/detail.aspx?size=M', size: 'M' });
    expect(event.composed && event.bubbles && event.cancelable).to.equal(true);
    expect(location.href).to.equal(before);
  });

  it('on the page a swatch is a plain link (the router navigates): no vt-product-select', async () => {
    const element = await mount('<vt-product-card nm-id="2021" variant="page"></vt-product-card>', 'vt-product-card');
    const root = element.shadowRoot!;
    await waitFor(() => swatches(root).length === 2);
    let selected = false;
    const onSelect = () => (selected = true);
    document.addEventListener('vt-product-select', onSelect);
    const link = swatches(root)[1]!;
    const clicked = nextEvent<MouseEvent>(link, 'click');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true }); // stay on the test page
    link.click();
    await clicked;
    document.removeEventListener('vt-product-select', onSelect);
    expect(selected).to.equal(false);
  });
});
