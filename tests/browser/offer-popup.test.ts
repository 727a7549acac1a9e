import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';
import { setSignedIn, setSwitches, TEST_USER } from './shell-fakes';

type Popup = HTMLElement & { offerHref?: string };
const dialog = (popup: Popup) => shadow(popup, 'dialog') as HTMLDialogElement;

/** Signs in as another tab would, until the kit (whose session starts with its first element) took it. */
async function signInUntil(check: () => boolean): Promise<void> {
  await waitFor(() => {
    setSignedIn(true);
    return check();
  });
}

describe('<vt-offer-popup> (storefront-shell.md §1, §4 offer popup after login for am and tj when enabled, §6)', () => {
  beforeEach(() => {
    localStorage.removeItem('vitrina:offer-accepted');
    sessionStorage.removeItem('vitrina:offer-postponed');
  });
  afterEach(async () => {
    cleanup();
    setSignedIn(false);
    setSwitches({});
    await vitrina.configure({ locale: 'ru' });
  });

  it('stays closed in ru, and in am while the switch is off', async () => {
    await vitrina.configure({ locale: 'ru', language: 'ru' });
    setSwitches({ enablePopupAcceptOffer: true, enablePopupAcceptOfferTj: true });
    const popup = await mount<Popup>('<vt-offer-popup></vt-offer-popup>', 'vt-offer-popup');
    setSignedIn(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dialog(popup).open).to.equal(false);
    setSwitches({ enablePopupAcceptOffer: false });
    await vitrina.configure({ locale: 'am' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dialog(popup).open).to.equal(false);
  });

  it('§4 am with enablePopupAcceptOffer: opens once signed in; Accept is remembered for the user', async () => {
    await vitrina.configure({ locale: 'am', language: 'ru' });
    setSwitches({ enablePopupAcceptOffer: true });
    const popup = await mount<Popup>('<vt-offer-popup></vt-offer-popup>', 'vt-offer-popup');
    await signInUntil(() => dialog(popup).open);
    expect(shadow(popup, '[part="offer-link"]').getAttribute('href')).to.equal('/services/pravila-polzovaniya-torgovoy-ploshchadkoy');
    expect(await axeViolations(popup)).to.deep.equal([]);
    const answer = nextEvent<{ accepted: boolean }>(popup, 'vt-offer-answer');
    shadow(popup, '[part="accept"]').click();
    expect((await answer).detail.accepted).to.equal(true);
    expect(JSON.parse(localStorage.getItem('vitrina:offer-accepted')!)).to.deep.equal([TEST_USER]);
    await waitFor(() => !dialog(popup).open, 2000);
  });

  it('§4 tj uses enablePopupAcceptOfferTj; Later (or Escape) postpones for this session; offer-href is an attribute', async () => {
    await vitrina.configure({ locale: 'tj', language: 'ru' });
    setSwitches({ enablePopupAcceptOfferTj: true });
    const popup = await mount<Popup>('<vt-offer-popup offer-href="/legal/offer"></vt-offer-popup>', 'vt-offer-popup');
    await signInUntil(() => dialog(popup).open);
    expect(shadow(popup, '[part="offer-link"]').getAttribute('href')).to.equal('/legal/offer');
    popup.removeAttribute('offer-href');
    await waitFor(() => shadow(popup, '[part="offer-link"]').getAttribute('href') === '/services/pravila-polzovaniya-torgovoy-ploshchadkoy');
    const answer = nextEvent<{ accepted: boolean }>(popup, 'vt-offer-answer');
    dialog(popup).dispatchEvent(new Event('cancel', { cancelable: true }));
    expect((await answer).detail.accepted).to.equal(false);
    await waitFor(() => !dialog(popup).open, 2000);
    expect(sessionStorage.getItem('vitrina:offer-postponed')).to.equal(TEST_USER);
    expect(localStorage.getItem('vitrina:offer-accepted')).to.equal(null);
  });
});
