import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';

type Popup = HTMLElement & { subject?: string };
type Answer = { confirmed: boolean; id: string | null; remembered: boolean };

const ask = (id?: string) => dispatchEvent(new CustomEvent('vitrina:adult-required', { detail: id ? { id } : {}, cancelable: true }));
const dialog = (popup: Popup) => shadow(popup, 'dialog') as HTMLDialogElement;

describe('<vt-adult-confirmation> (storefront-shell.md §2, §5 adult confirmation, §9 kept 1 h)', () => {
  before(async () => {
    await vitrina.configure({ locale: 'ru', language: 'ru' });
  });
  afterEach(cleanup);

  it('asks in a modal dialog; No answers confirmed:false and nothing is remembered', async () => {
    localStorage.removeItem('vitrina:adult-confirmed-at');
    const popup = await mount<Popup>('<vt-adult-confirmation></vt-adult-confirmation>', 'vt-adult-confirmation');
    expect(ask('nm-1')).to.equal(false);
    await waitFor(() => dialog(popup).open);
    expect(shadow(popup, 'h2').textContent).to.equal('Вам уже есть 18 лет?');
    const answer = nextEvent<Answer>(popup, 'vt-adult-confirm');
    shadow(popup, '[part="decline"]').click();
    expect((await answer).detail).to.deep.equal({ confirmed: false, id: 'nm-1', remembered: false });
    expect(localStorage.getItem('vitrina:adult-confirmed-at')).to.equal(null);
  });

  it('subject names what is asked about; removing it restores the general text', async () => {
    const popup = await mount<Popup>('<vt-adult-confirmation subject="Бельё"></vt-adult-confirmation>', 'vt-adult-confirmation');
    ask();
    await waitFor(() => dialog(popup).open);
    expect(shadow(popup, 'p').textContent).to.equal('«Бельё» — товары для взрослых.');
    popup.removeAttribute('subject');
    await waitFor(() => shadow(popup, 'p').textContent === 'Этот раздел содержит товары для взрослых.');
    expect(await axeViolations(popup)).to.deep.equal([]);
    shadow(popup, '[part="decline"]').click();
  });

  it('§9 Yes is remembered: the next request is answered at once without the dialog', async () => {
    const popup = await mount<Popup>('<vt-adult-confirmation></vt-adult-confirmation>', 'vt-adult-confirmation');
    ask('nm-2');
    await waitFor(() => dialog(popup).open);
    const first = nextEvent<Answer>(popup, 'vt-adult-confirm');
    shadow(popup, '[part="confirm"]').click();
    expect((await first).detail).to.deep.equal({ confirmed: true, id: 'nm-2', remembered: false });
    const stored = Number(localStorage.getItem('vitrina:adult-confirmed-at'));
    expect(Date.now() - stored).to.be.lessThan(60_000);
    await waitFor(() => !dialog(popup).open);
    const second = nextEvent<Answer>(popup, 'vt-adult-confirm');
    ask('nm-3');
    expect((await second).detail).to.deep.equal({ confirmed: true, id: 'nm-3', remembered: true });
    expect(dialog(popup).open).to.equal(false);
  });
});
