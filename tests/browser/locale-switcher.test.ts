import { expect } from 'chai';
import { axeViolations, captureConsole, cleanup, clearCookies, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';

type Switcher = HTMLElement & { languages?: unknown; currencies?: unknown };

const radios = (element: Element, name: string) =>
  [...element.shadowRoot!.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].map((input) => input.value);

/** Opens the panel: its options render once it is open (Intl's currency names are costly to start). */
async function openPanel(switcher: Element): Promise<void> {
  await waitFor(() => switcher.shadowRoot?.querySelector('[part="button"]'));
  shadow(switcher, '[part="button"]').click();
  await waitFor(() => switcher.shadowRoot!.querySelector('input[name="currency"]'));
}

describe('<vt-locale-switcher> (storefront-shell.md §2 header popups; routing-wallet §9 currencies and languages)', () => {
  beforeEach(async () => {
    clearCookies();
    localStorage.clear();
    sessionStorage.clear();
    await vitrina.configure({ locale: 'ru', language: 'ru', currency: 'RUB' });
  });
  afterEach(cleanup);

  it('a disclosure button opens the panel; Escape closes it and gives focus back (§9 Escape closes popups)', async () => {
    const switcher = await mount<Switcher>('<vt-locale-switcher></vt-locale-switcher>', 'vt-locale-switcher');
    const button = shadow(switcher, '[part="button"]');
    const panel = shadow(switcher, '[part="panel"]');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(panel.hidden).to.equal(true);
    expect(button.getAttribute('aria-controls')).to.equal(panel.id);
    button.click();
    await waitFor(() => !panel.hidden);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    // Focus moves to the checked option so arrow keys work inside the group at once.
    await waitFor(() => (switcher.shadowRoot!.activeElement as HTMLInputElement | null)?.value === 'ru');
    switcher.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => panel.hidden);
    expect(switcher.shadowRoot!.activeElement).to.equal(button);
  });

  it('§9 offers the languages and currencies of the locale (ru; kg; ge; global)', async () => {
    const switcher = await mount<Switcher>('<vt-locale-switcher></vt-locale-switcher>', 'vt-locale-switcher');
    // Closed, the panel renders no options (issue 10: a page load never starts Intl's display names).
    expect(radios(switcher, 'currency')).to.deep.equal([]);
    await openPanel(switcher);
    expect(radios(switcher, 'language')).to.deep.equal(['ru', 'en']);
    expect(radios(switcher, 'currency')).to.deep.equal(['RUB', 'BYN', 'KZT', 'AMD', 'KGS', 'UZS', 'TJS']);
    await vitrina.configure({ locale: 'kg' });
    await waitFor(() => radios(switcher, 'currency').join() === 'RUB,BYN,KZT,AMD,KGS,UZS');
    expect(radios(switcher, 'language')).to.deep.equal(['ru', 'ky']);
    await vitrina.configure({ locale: 'ge' });
    await waitFor(() => radios(switcher, 'currency').join() === 'GEL');
    expect(radios(switcher, 'language')).to.deep.equal(['ru', 'ka']);
    await vitrina.configure({ locale: 'global' });
    await waitFor(() => radios(switcher, 'currency').includes('USD'));
    expect(radios(switcher, 'language')).to.deep.equal(['ru', 'kk']);
  });

  it('choosing a language re-renders every other element at once and fires vt-language-change', async () => {
    const switcher = await mount<Switcher>('<vt-locale-switcher></vt-locale-switcher>', 'vt-locale-switcher');
    const notice = await mount<HTMLElement>('<vt-cookie-notice inline></vt-cookie-notice>', 'vt-cookie-notice');
    expect(shadow(notice, '[part="accept"]').textContent).to.equal('Принять');
    await openPanel(switcher);
    const event = nextEvent<{ language: string; previous: string }>(document, 'vt-language-change');
    shadow(switcher, 'input[value="en"]').click();
    expect((await event).detail).to.deep.equal({ language: 'en', previous: 'ru' });
    await waitFor(() => shadow(notice, '[part="accept"]').textContent === 'Accept');
    expect(localStorage.getItem('vitrina:language')).to.equal('en');
  });

  it('choosing a currency stores it and fires vt-currency-change', async () => {
    const switcher = await mount<Switcher>('<vt-locale-switcher></vt-locale-switcher>', 'vt-locale-switcher');
    await openPanel(switcher);
    const event = nextEvent<{ currency: string; previous: string }>(switcher, 'vt-currency-change');
    shadow(switcher, 'input[value="KZT"]').click();
    const fired = await event;
    expect(fired.detail).to.deep.equal({ currency: 'KZT', previous: 'RUB' });
    expect(fired.bubbles && fired.composed).to.equal(true);
    expect(localStorage.getItem('vitrina:currency')).to.equal('KZT');
    await waitFor(() => shadow(switcher, '[part="button"]').textContent!.includes('KZT'));
  });

  it('the currencies json attribute restricts the list; invalid JSON logs a clear error and the element keeps working; removal resets', async () => {
    const switcher = await mount<Switcher>(`<vt-locale-switcher currencies='["RUB","BYN"]'></vt-locale-switcher>`, 'vt-locale-switcher');
    await openPanel(switcher);
    expect(radios(switcher, 'currency')).to.deep.equal(['RUB', 'BYN']);
    const { errors } = await captureConsole(() => switcher.setAttribute('currencies', '["RUB",'));
    expect(errors.join('\n')).to.contain('<vt-locale-switcher> attribute "currencies" is not valid JSON');
    expect(radios(switcher, 'currency')).to.deep.equal(['RUB', 'BYN']);
    switcher.removeAttribute('currencies');
    await waitFor(() => radios(switcher, 'currency').length === 7);
  });

  it('invalid JSON present at upgrade time does not break the element', async () => {
    const { errors } = await captureConsole(async () => {
      const switcher = await mount<Switcher>(`<vt-locale-switcher languages="{oops"></vt-locale-switcher>`, 'vt-locale-switcher');
      await openPanel(switcher);
      expect(radios(switcher, 'language')).to.deep.equal(['ru', 'en']);
    });
    expect(errors.some((line) => line.includes('"languages" is not valid JSON'))).to.equal(true);
  });

  it('a json property takes arrays directly and is not reflected to an attribute', async () => {
    const switcher = await mount<Switcher>('<vt-locale-switcher></vt-locale-switcher>', 'vt-locale-switcher');
    await openPanel(switcher);
    switcher.currencies = ['KZT', 'UZS'];
    await waitFor(() => radios(switcher, 'currency').join() === 'KZT,UZS');
    expect(switcher.hasAttribute('currencies')).to.equal(false);
    const { errors } = await captureConsole(async () => {
      switcher.currencies = 'not an array';
      await waitFor(() => radios(switcher, 'currency').length === 7);
    });
    expect(errors.join()).to.contain('must be a JSON array');
  });

  it('a property set before the element upgraded is kept', async () => {
    const early = document.createElement('vt-locale-switcher') as Switcher;
    early.currencies = ['AMD'];
    const container = document.createElement('div');
    container.className = 'fixture';
    container.append(early);
    document.body.append(container);
    await vitrina.whenDefined('vt-locale-switcher');
    await openPanel(early);
    await waitFor(() => radios(early, 'currency').join() === 'AMD');
  });

  it('has no axe violations, closed and open', async () => {
    const switcher = await mount<Switcher>('<vt-locale-switcher></vt-locale-switcher>', 'vt-locale-switcher');
    expect(await axeViolations(switcher)).to.deep.equal([]);
    shadow(switcher, '[part="button"]').click();
    await waitFor(() => !shadow(switcher, '[part="panel"]').hidden);
    expect(await axeViolations(switcher)).to.deep.equal([]);
  });
});

describe('<vt-locale-switcher> panel placement', () => {
  afterEach(cleanup);

  it('opens inside the viewport whether the switcher sits at the left or the right edge', async () => {
    for (const side of ['left', 'right']) {
      const switcher = await mount<Switcher>(
        `<div style="display:flex;justify-content:${side === 'left' ? 'flex-start' : 'flex-end'}"><vt-locale-switcher></vt-locale-switcher></div>`,
        'vt-locale-switcher',
      );
      shadow(switcher, '[part="button"]').click();
      const panel = shadow(switcher, '[part="panel"]');
      await waitFor(() => !panel.hidden);
      const rect = panel.getBoundingClientRect();
      expect(rect.left, `${side}: left edge`).to.be.at.least(0);
      expect(rect.right, `${side}: right edge`).to.be.at.most(document.documentElement.clientWidth);
      cleanup();
    }
  });
});
