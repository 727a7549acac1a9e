import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, waitFor } from './helpers';
import { json } from './shell-fakes';
import { jwt, requests, resetEngine, seed, setSwitches, useCartFakes, useCartServices } from './cart-fakes';

/** <vt-favorite-sellers> (issue 6 "Elements"; storefront-shell.md §3 Favourite seller, §4 Favourite sellers). */
localStorage.setItem('vitrina:token', jwt());
/** A seller the enrichment service does not know. */
const UNKNOWN_SELLER = 999;
/** The global settings with the switch on (storefront-shell.md §7 static settings-front.json and its hash). */
let switchOn = true;
useCartFakes((url) => {
  if (url.pathname === '/static/settings-front.json.hash') return new Response(`h-${switchOn}`);
  if (url.pathname === '/static/settings-front.json')
    return json({ switches: { enableFavoriteSellers: switchOn }, variables: {}, rates: {}, hash: `h-${switchOn}` });
  if (url.pathname !== '/svc/sellers-enrich') return undefined;
  const ids = (JSON.parse(requests.at(-1)?.body || '{}') as { seller_ids?: number[] }).seller_ids ?? [];
  return json(ids.filter((id) => id !== UNKNOWN_SELLER).map((id) => ({ seller_id: id, seller_name: `Магазин ${id}`, news: id % 5, logo_url: '' })));
});
await useCartServices();

const seller = (sellerId: number, timestamp = sellerId) => ({ sellerId, timestamp });
const rows = (element: HTMLElement) => [...element.shadowRoot!.querySelectorAll<HTMLLIElement>('li.row')];
const rowOf = (element: HTMLElement, id: number) => rows(element).find((row) => row.textContent?.includes(`Магазин ${id}`));

async function mountSellers(): Promise<HTMLElement> {
  const element = await mount<HTMLElement>('<vt-favorite-sellers></vt-favorite-sellers>', 'vt-favorite-sellers');
  await waitFor(() => element.shadowRoot!.querySelector('section'));
  await resetEngine('sellers');
  return element;
}

describe('<vt-favorite-sellers>', () => {
  afterEach(() => cleanup());

  it('§3 only with the switch enableFavoriteSellers: off, it says the section is unavailable', async () => {
    const element = await mountSellers();
    switchOn = false;
    setSwitches({ enableFavoriteSellers: false });
    await waitFor(() => element.shadowRoot!.querySelector('[part="off"]')?.textContent === 'Раздел недоступен');
    switchOn = true;
    setSwitches({ enableFavoriteSellers: true });
    await waitFor(() => element.shadowRoot!.querySelector('section'));
  });

  it('shows each seller with the enriched name and news count, newest first', async () => {
    const element = await mountSellers();
    await seed('sellers', [seller(11, 100), seller(12, 200)]);
    await waitFor(
      () =>
        rows(element)
          .map((r) => r.querySelector('.name')!.textContent)
          .join() === 'Магазин 12,Магазин 11',
    );
    expect(rowOf(element, 12)!.textContent).to.include('2 новости');
    expect(rowOf(element, 12)!.querySelector('button')!.getAttribute('aria-label')).to.equal('Отписаться от Магазин 12');
  });

  it('a seller the enrichment does not know still shows, with a clear fallback name', async () => {
    const element = await mountSellers();
    await seed('sellers', [seller(UNKNOWN_SELLER)]);
    await waitFor(() => rows(element)[0]?.querySelector('.name')?.textContent === `Продавец ${UNKNOWN_SELLER}`);
  });

  it('§4 unfollow hides the seller at once and offers undo; undo brings it back (vt-seller-unfollow each time)', async () => {
    const element = await mountSellers();
    await seed('sellers', [seller(21), seller(22)]);
    const row = await waitFor(() => rowOf(element, 21));
    const unfollowed = nextEvent<{ sellerId: number; undone: boolean }>(element, 'vt-seller-unfollow');
    row.querySelector('button')!.click();
    expect((await unfollowed).detail).to.deep.equal({ sellerId: 21, undone: false });
    await waitFor(() => !rowOf(element, 21));
    const notice = await waitFor(() => element.shadowRoot!.querySelector<HTMLElement>('[part="undo"]'));
    expect(notice.getAttribute('role')).to.equal('status');
    expect(notice.textContent).to.include('Вы отписались от Магазин 21');
    const undone = nextEvent<{ sellerId: number; undone: boolean }>(element, 'vt-seller-unfollow');
    notice.querySelector('button')!.click();
    expect((await undone).detail).to.deep.equal({ sellerId: 21, undone: true });
    await waitFor(() => rowOf(element, 21) && !element.shadowRoot!.querySelector('[part="undo"]'));
  });

  it('1000 sellers (§9 limit): only the visible rows are rendered', async () => {
    const element = await mountSellers();
    await seed(
      'sellers',
      Array.from({ length: 1000 }, (_, i) => seller(40_000 + i)),
    );
    await waitFor(() => rows(element)[0]?.getAttribute('aria-setsize') === '1000');
    expect(rows(element).length).to.be.below(30);
    const scroller = element.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => rows(element).some((row) => row.getAttribute('aria-posinset') === '1000'));
  });

  it('the empty list says so, and axe finds no violations with sellers and the undo notice', async () => {
    const element = await mountSellers();
    await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]')?.textContent === 'Вы пока ни на кого не подписаны');
    await seed('sellers', [seller(31), seller(32)]);
    const row = await waitFor(() => rowOf(element, 31));
    row.querySelector('button')!.click();
    await waitFor(() => element.shadowRoot!.querySelector('[part="undo"]'));
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
