import { expect } from 'chai';
import { axeViolations, cleanup, mount, vitrina, waitFor } from './helpers';
import { installFakes, jsonReply, resetFakes, route, signIn, signOut, typeInto } from './search-fakes';

/**
 * The on-demand account pages of <vt-cabinet> (claims, my reviews, the resale ad form): loaded
 * when the section asks for them, accessible (axe), and the §9 fee shown as the price is typed.
 */
type CabinetElement = HTMLElement & { section?: string; data?: unknown };

const item = (rid: string, name: string) => ({
  rid,
  orderId: `O${rid}`,
  nmId: 141663169,
  pics: 0,
  name,
  brand: 'Katerom',
  price: 650000,
  currency: 'RUB',
  date: 1764625881,
});
const find = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);

async function page(section: string, data: unknown): Promise<CabinetElement> {
  const el = await mount<CabinetElement>(`<vt-cabinet section="${section}"></vt-cabinet>`, 'vt-cabinet');
  el.data = data;
  await signIn();
  return el;
}

describe('<vt-cabinet> account pages loaded on demand (shell §2, §9)', () => {
  beforeEach(async () => {
    localStorage.clear();
    resetFakes();
    await installFakes();
    await signOut();
    await vitrina.configure({ locale: 'ru', language: 'ru', currency: 'RUB' });
    route('/webapi/balance', () => jsonReply({ state: 0, value: { totalBalance: 0, cashbackBalance: 0, balanceCurrency: 'RUB', walletTypeCode: 1 } }));
  });
  afterEach(async () => {
    cleanup();
    await signOut();
  });

  it('claims: the list and the form; axe finds nothing', async () => {
    const el = await page('claims', {
      claims: [
        { id: 'c1', item: item('1', 'Палатка'), reason: 'defect', comment: 'Шов', status: 'refunded', date: 1765144281, refund: 650000, refundCurrency: 'RUB' },
      ],
      claimable: [item('2', 'Кружка')],
    });
    await waitFor(() => find(el, '[part="claim-form"] form') !== null);
    expect(find(el, '[data-status]')!.textContent).to.equal('Деньги возвращены');
    expect(find(el, '[part="claims"] .amount')!.textContent).to.equal('Возврат 6\u00A0500\u00A0₽');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('my reviews with a form open; axe finds nothing', async () => {
    const el = await page('feedbacks', {
      feedbacks: [{ id: 'f1', item: item('1', 'Палатка'), stars: 4, text: 'Хорошо', date: 1 }],
      waiting: [item('2', 'Кружка')],
    });
    await waitFor(() => find(el, '[part="reviews-waiting"] button') !== null);
    find(el, '[part="reviews-waiting"] button')!.click();
    await waitFor(() => find(el, '[part="reviews-waiting"] form') !== null);
    expect(find(el, '[data-stars="4"]')!.getAttribute('aria-label')).to.equal('4 звезды из 5');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('resale ad: §9 "C2C fee 5" shown as the price is typed; axe finds nothing', async () => {
    const el = await page('resale-ad', { items: [item('2', 'Кружка')], ads: [], currency: 'RUB' });
    await waitFor(() => find(el, '[part="ad-form"] form') !== null);
    const price = find(el, 'input[name="price"]') as HTMLInputElement;
    typeInto(price, '2000');
    await waitFor(() => find(el, '[data-figure="fee"]')!.textContent === '100\u00A0₽');
    expect(find(el, '[data-figure="payout"]')!.textContent).to.equal('1\u00A0900\u00A0₽');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
