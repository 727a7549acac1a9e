import { expect } from 'chai';
import { axeViolations, cleanup, nextEvent, rendered, vitrina, waitFor } from './helpers';
import { fakeState, installProductFetch } from './product-fakes';

installProductFetch();
await vitrina.configure({ services: '/product-test-services.json' });

type PopupElement = HTMLElement & { nmId?: number };

async function mountPopup(): Promise<{ popup: PopupElement; opener: HTMLButtonElement }> {
  const container = document.createElement('div');
  container.className = 'fixture';
  container.innerHTML = '<button type="button" id="opener">open</button><vt-product-popup></vt-product-popup>';
  document.body.append(container);
  await vitrina.whenDefined('vt-product-popup');
  const popup = container.querySelector('vt-product-popup') as PopupElement;
  const opener = container.querySelector<HTMLButtonElement>('#opener')!;
  await waitFor(() => rendered(popup));
  return { popup, opener };
}

const openDialog = (popup: Element) => popup.shadowRoot!.querySelector<HTMLDialogElement>('dialog.product-popup[open]');
const cardIn = (popup: Element) => popup.shadowRoot!.querySelector('vt-product-card');

describe('<vt-product-popup>', () => {
  afterEach(async () => {
    // Each test starts with the popup closed (its state is the page's, not the element's).
    const popups = [...document.querySelectorAll('vt-product-popup')];
    for (const popup of popups) popup.shadowRoot?.querySelector<HTMLButtonElement>('[part="close"]')?.click();
    await waitFor(() => popups.every((popup) => !popup.shadowRoot?.querySelector('dialog[open]')));
    cleanup();
    fakeState.offline = false;
  });

  it('nm-id opens a modal dialog with the popup card and a link to the product page', async () => {
    const { popup, opener } = await mountPopup();
    opener.focus();
    popup.setAttribute('nm-id', '2001');
    const dialog = await waitFor(() => openDialog(popup));
    expect(dialog.getAttribute('aria-label')).to.equal('Карточка товара');
    const card = await waitFor(() => cardIn(popup));
    expect(card.getAttribute('variant')).to.equal('popup');
    expect(popup.shadowRoot!.querySelector('[part="open-page"]')!.getAttribute('href')).to.equal('/catalog/2001/detail.aspx');
    await waitFor(() => card.shadowRoot?.querySelector('h2')?.textContent === 'Dress 2001');
  });

  it('Escape closes it, sends vt-product-popup-close and focus returns to the opener', async () => {
    const { popup, opener } = await mountPopup();
    opener.focus();
    popup.setAttribute('nm-id', '2002');
    const dialog = await waitFor(() => openDialog(popup));
    const closed = nextEvent<{ nmId: number; reason: string }>(popup, 'vt-product-popup-close');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect((await closed).detail).to.deep.equal({ nmId: 2002, reason: 'dismiss' });
    await waitFor(() => !dialog.open);
    expect(document.activeElement).to.equal(opener);
  });

  it('one at a time: a second product replaces the first', async () => {
    const { popup } = await mountPopup();
    popup.setAttribute('nm-id', '2003');
    await waitFor(() => cardIn(popup)?.getAttribute('nm-id') === '2003');
    popup.setAttribute('nm-id', '2004');
    await waitFor(() => cardIn(popup)?.getAttribute('nm-id') === '2004');
    expect(popup.shadowRoot!.querySelectorAll('dialog.product-popup[open]')).to.have.length(1);
    expect(popup.shadowRoot!.querySelectorAll('vt-product-card')).to.have.length(1);
  });

  it('§8 offline: the "Internet connection is lost" modal, and the state reset', async () => {
    fakeState.offline = true;
    const { popup } = await mountPopup();
    popup.setAttribute('nm-id', '2005');
    const notice = await waitFor(() => popup.shadowRoot!.querySelector('dialog[open] #offline-text'));
    expect(notice.textContent).to.equal('Интернет-соединение потеряно');
    // The card's dialog may have opened while the card's data module came; it closes (state reset).
    await waitFor(() => openDialog(popup) === null || openDialog(popup)!.hasAttribute('data-closing'));
    await waitFor(() => openDialog(popup) === null);
    expect(await axeViolations(popup)).to.deep.equal([]);
    popup.shadowRoot!.querySelector<HTMLButtonElement>('dialog[open] button')!.click();
    await waitFor(() => !popup.shadowRoot!.querySelector('dialog[open]:not([data-closing])'));
  });

  it('has no axe violations when open', async () => {
    const { popup } = await mountPopup();
    popup.setAttribute('nm-id', '2006');
    const card = await waitFor(() => cardIn(popup));
    await waitFor(() => card.shadowRoot?.querySelector('h2'));
    expect(await axeViolations(popup)).to.deep.equal([]);
  });
});
