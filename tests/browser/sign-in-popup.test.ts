import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';

type Popup = HTMLElement & { returnUrl?: string };

function requireSignIn(returnUrl?: string): boolean {
  const event = new CustomEvent('vitrina:auth-required', { detail: returnUrl === undefined ? undefined : { returnUrl }, cancelable: true });
  return dispatchEvent(event);
}

const dialog = (popup: Popup) => shadow(popup, 'dialog') as HTMLDialogElement;
const providers = (popup: Popup) => [...popup.shadowRoot!.querySelectorAll('[part="provider"]')].map((a) => a.getAttribute('data-provider'));

async function typePhone(popup: Popup, value: string): Promise<void> {
  const input = shadow(popup, '[part="phone"]') as HTMLInputElement;
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise(requestAnimationFrame);
}

describe('<vt-sign-in-popup> (storefront-shell.md §2 sign-in popup, §6 login providers, §8 token drop)', () => {
  beforeEach(async () => {
    await vitrina.configure({ locale: 'ru', language: 'ru' });
  });
  afterEach(cleanup);

  it('takes the cancelable vitrina:auth-required event and opens a modal dialog instead of leaving the page', async () => {
    const popup = await mount<Popup>('<vt-sign-in-popup></vt-sign-in-popup>', 'vt-sign-in-popup');
    const toggled = nextEvent<{ open: boolean; returnUrl: string }>(popup, 'vt-sign-in-toggle');
    expect(requireSignIn('/lk/basket?x=1')).to.equal(false); // preventDefault() was called
    expect((await toggled).detail).to.deep.equal({ open: true, returnUrl: '/lk/basket?x=1' });
    await waitFor(() => dialog(popup).open);
    expect(dialog(popup).matches(':modal')).to.equal(true);
    expect(shadow(popup, '[part="sign-in-page"]').getAttribute('href')).to.equal('/security/login?returnUrl=%2Flk%2Fbasket%3Fx%3D1');
  });

  it('§6 offers the providers by locale, then by the typed phone prefix', async () => {
    const popup = await mount<Popup>('<vt-sign-in-popup></vt-sign-in-popup>', 'vt-sign-in-popup');
    requireSignIn('/');
    await waitFor(() => dialog(popup).open);
    expect(providers(popup)).to.deep.equal(['esiaID', 'sberID']);
    await typePhone(popup, '+998 90 123');
    await waitFor(() => providers(popup).join() === 'oneID');
    await typePhone(popup, '+996 700');
    await waitFor(() => providers(popup).join() === 'dcbankID');
    await typePhone(popup, '+7 701');
    await waitFor(() => providers(popup).length === 0);
    await typePhone(popup, '');
    await vitrina.configure({ locale: 'uz' });
    await waitFor(() => providers(popup).join() === 'oneID');
    const link = popup.shadowRoot!.querySelector('[part="provider"]')!.getAttribute('href')!;
    expect(link).to.equal('/security/login?returnUrl=%2F&provider=oneID');
  });

  it("return-url overrides the address; removing it goes back to the event's", async () => {
    const popup = await mount<Popup>('<vt-sign-in-popup return-url="/lk/favorites"></vt-sign-in-popup>', 'vt-sign-in-popup');
    requireSignIn('/catalog');
    await waitFor(() => dialog(popup).open);
    expect(shadow(popup, '[part="sign-in-page"]').getAttribute('href')).to.equal('/security/login?returnUrl=%2Flk%2Ffavorites');
    popup.removeAttribute('return-url');
    await waitFor(() => shadow(popup, '[part="sign-in-page"]').getAttribute('href') === '/security/login?returnUrl=%2Fcatalog');
  });

  it("§9 Escape (the dialog's cancel) closes it after the animation and sends vt-sign-in-toggle", async () => {
    const popup = await mount<Popup>('<vt-sign-in-popup></vt-sign-in-popup>', 'vt-sign-in-popup');
    requireSignIn('/');
    await waitFor(() => dialog(popup).open);
    expect(popup.shadowRoot!.activeElement).to.not.equal(null); // focus moved into the dialog
    const closed = nextEvent<{ open: boolean }>(popup, 'vt-sign-in-toggle');
    dialog(popup).dispatchEvent(new Event('cancel', { cancelable: true }));
    expect((await closed).detail.open).to.equal(false);
    await waitFor(() => dialog(popup).hasAttribute('data-closing'));
    await waitFor(() => !dialog(popup).open);
  });

  it('has no axe violations when open', async () => {
    const popup = await mount<Popup>('<vt-sign-in-popup></vt-sign-in-popup>', 'vt-sign-in-popup');
    requireSignIn('/');
    await waitFor(() => dialog(popup).open);
    expect(await axeViolations(popup)).to.deep.equal([]);
  });
});
