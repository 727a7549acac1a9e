import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';
import { setSwitches, signedIn, signedOut, TEST_USER } from './shell-fakes';

type Popup = HTMLElement & { offerHref?: string };
const dialog = (popup: Popup) => shadow(popup, 'dialog') as HTMLDialogElement;

describe('<vt-offer-popup> (storefront-shell.md §1, §4 offer popup after login for am and tj when enabled, §6)', () => {
  beforeEach(() => {
    localStorage.removeItem('vitrina:offer-accepted');
    sessionStorage.removeItem('vitrina:offer-postponed');
  });
  afterEach(async () => {
    cleanup();
    await signedOut();
    setSwitches({});
    await vitrina.configure({ locale: 'ru' });
  });

  it('§6 only am and tj with their switch show it: in ru, or with the switch off, it closes', async () => {
    await vitrina.configure({ locale: 'am', language: 'ru' });
    const popup = await mount<Popup>('<vt-offer-popup></vt-offer-popup>', 'vt-offer-popup');
    await signedIn(); // the kit now follows the bus: the switches below reach it
    setSwitches({ enablePopupAcceptOffer: true, enablePopupAcceptOfferTj: true });
    await waitFor(() => dialog(popup).open);
    await vitrina.configure({ locale: 'ru' });
    await waitFor(() => !dialog(popup).open);
    await vitrina.configure({ locale: 'am' });
    await waitFor(() => dialog(popup).open);
    setSwitches({ enablePopupAcceptOffer: false, enablePopupAcceptOfferTj: true });
    await waitFor(() => !dialog(popup).open);
    expect(localStorage.getItem('vitrina:offer-accepted')).to.equal(null);
  });

  it('§4 am with enablePopupAcceptOffer: opens once signed in; Accept is remembered for the user', async () => {
    await vitrina.configure({ locale: 'am', language: 'ru' });
    const popup = await mount<Popup>('<vt-offer-popup></vt-offer-popup>', 'vt-offer-popup');
    await signedIn();
    setSwitches({ enablePopupAcceptOffer: true });
    await waitFor(() => dialog(popup).open);
    expect(shadow(popup, '[part="offer-link"]').getAttribute('href')).to.equal('/services/pravila-polzovaniya-torgovoy-ploshchadkoy');
    expect(await axeViolations(popup)).to.deep.equal([]);
    const answer = nextEvent<{ accepted: boolean }>(popup, 'vt-offer-answer');
    shadow(popup, '[part="accept"]').click();
    expect((await answer).detail.accepted).to.equal(true);
    expect(JSON.parse(localStorage.getItem('vitrina:offer-accepted')!)).to.deep.equal([TEST_USER]);
    await waitFor(() => !dialog(popup).open);
  });

  it('§4 tj uses enablePopupAcceptOfferTj; Later (or Escape) postpones for this session; offer-href is an attribute', async () => {
    await vitrina.configure({ locale: 'tj', language: 'ru' });
    const popup = await mount<Popup>('<vt-offer-popup offer-href="/legal/offer"></vt-offer-popup>', 'vt-offer-popup');
    await signedIn();
    setSwitches({ enablePopupAcceptOfferTj: true });
    await waitFor(() => dialog(popup).open);
    expect(shadow(popup, '[part="offer-link"]').getAttribute('href')).to.equal('/legal/offer');
    popup.removeAttribute('offer-href');
    await waitFor(() => shadow(popup, '[part="offer-link"]').getAttribute('href') === '/services/pravila-polzovaniya-torgovoy-ploshchadkoy');
    const answer = nextEvent<{ accepted: boolean }>(popup, 'vt-offer-answer');
    dialog(popup).dispatchEvent(new Event('cancel', { cancelable: true }));
    expect((await answer).detail.accepted).to.equal(false);
    await waitFor(() => !dialog(popup).open);
    expect(sessionStorage.getItem('vitrina:offer-postponed')).to.equal(TEST_USER);
    expect(localStorage.getItem('vitrina:offer-accepted')).to.equal(null);
  });
});
