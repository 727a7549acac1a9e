import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, waitFor } from './helpers';
import { json } from './shell-fakes';
import { engine, jwt, keepAuthRequiredHere, signInApplied, requests, resetEngine, seed, setSignedIn, useCartFakes, useCartServices } from './cart-fakes';

/** <vt-seller-follow> (issue 6 item 3; storefront-shell.md §4 Favourite sellers, §5 limit 1000, §8 bottom notification). */
localStorage.setItem('vitrina:token', jwt());
useCartFakes((url) => {
  if (url.pathname === '/static/settings-front.json.hash') return new Response('h-on');
  if (url.pathname === '/static/settings-front.json') return json({ switches: { enableFavoriteSellers: true }, variables: {}, rates: {}, hash: 'h-on' });
  if (url.pathname !== '/svc/sellers-enrich') return undefined;
  const ids = (JSON.parse(requests.at(-1)?.body || '{}') as { seller_ids?: number[] }).seller_ids ?? [];
  return json(ids.map((id) => ({ seller_id: id, seller_name: `Магазин ${id}`, news: 0, logo_url: '' })));
});
await useCartServices();

const button = (element: HTMLElement) => element.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-pressed]');
const pressed = (element: HTMLElement) => button(element)?.getAttribute('aria-pressed');
const followed = (id: number) => {
  const parts = (globalThis as unknown as Record<symbol, { parts: Map<string, unknown> }>)[Symbol.for('vitrina.runtime')]!.parts;
  const store = parts.get('store') as { get(atom: unknown): { items: Record<string, unknown> } };
  return String(id) in store.get((engine('sellers') as unknown as { stateAtom: unknown }).stateAtom).items;
};

async function mountFollow(html: string): Promise<HTMLElement> {
  const element = await mount<HTMLElement>(html, 'vt-seller-follow');
  await waitFor(() => button(element) ?? element.shadowRoot!.querySelector('[part="empty"]'));
  await resetEngine('sellers');
  return element;
}

describe('<vt-seller-follow>', () => {
  afterEach(() => {
    cleanup();
    setSignedIn(true);
  });

  it('§4 follows and unfollows the seller of seller-id, with aria-pressed, the enriched name and vt-seller-follow', async () => {
    const element = await mountFollow('<vt-seller-follow seller-id="501"></vt-seller-follow>');
    await waitFor(() => pressed(element) === 'false' && button(element)!.getAttribute('aria-label') === 'Подписаться на продавца «Магазин 501»');
    expect(button(element)!.textContent).to.include('Подписаться');
    const follow = nextEvent<{ sellerId: number }>(element, 'vt-seller-follow');
    button(element)!.click();
    expect((await follow).detail).to.deep.equal({ sellerId: 501 });
    await waitFor(() => pressed(element) === 'true');
  });

  it('a change elsewhere (another element, another tab) shows at once: the shared store', async () => {
    const element = await mountFollow('<vt-seller-follow seller-id="502"></vt-seller-follow>');
    await waitFor(() => pressed(element) === 'false');
    await seed('sellers', [{ sellerId: 502, timestamp: 1 }]);
    await waitFor(() => pressed(element) === 'true');
  });

  it('§4 an unfollow offers undo in a bottom notification; undo follows again (vt-seller-unfollow each time)', async () => {
    const element = await mountFollow('<vt-seller-follow seller-id="503"></vt-seller-follow>');
    await seed('sellers', [{ sellerId: 503, timestamp: 1 }]);
    await waitFor(() => pressed(element) === 'true');
    const unfollowed = nextEvent<{ sellerId: number; undone: boolean }>(element, 'vt-seller-unfollow');
    button(element)!.click();
    expect((await unfollowed).detail).to.deep.equal({ sellerId: 503, undone: false });
    await waitFor(() => pressed(element) === 'false');
    const notice = await waitFor(() => element.shadowRoot!.querySelector<HTMLElement>('[part="undo"]'));
    expect(notice.getAttribute('role')).to.equal('status');
    expect(notice.textContent).to.include('Вы отписались от Магазин 503');
    expect(await axeViolations(element)).to.deep.equal([]);
    const undone = nextEvent<{ sellerId: number; undone: boolean }>(element, 'vt-seller-unfollow');
    notice.querySelector('button')!.click();
    expect((await undone).detail).to.deep.equal({ sellerId: 503, undone: true });
    await waitFor(() => pressed(element) === 'true' && !element.shadowRoot!.querySelector('[part="undo"]'));
  });

  it('§5 the 1001st seller is refused with favoriteSeller.limitReached and the count, in a bottom notification', async () => {
    const element = await mountFollow('<vt-seller-follow seller-id="504"></vt-seller-follow>');
    await seed(
      'sellers',
      Array.from({ length: 1000 }, (_, i) => ({ sellerId: 60_000 + i, timestamp: i })),
    );
    button(element)!.click();
    const notice = await waitFor(() => element.shadowRoot!.querySelector<HTMLElement>('[part="notice"]'));
    expect(notice.textContent).to.equal('В подписках может быть не больше 1\u00A0000 продавцов');
    expect(notice.getAttribute('role')).to.equal('status');
    expect(getComputedStyle(notice).position).to.equal('fixed');
    expect(pressed(element)).to.equal('false');
    expect(followed(504)).to.equal(false);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('§5/§6 a guest gets the sign-in request instead of following', async () => {
    const element = await mountFollow('<vt-seller-follow seller-id="505"></vt-seller-follow>');
    await signInApplied(false);
    const release = keepAuthRequiredHere();
    try {
      const asked = nextEvent(window, 'vitrina:auth-required');
      button(element)!.click();
      await asked;
      expect(pressed(element)).to.equal('false');
      expect(element.shadowRoot!.querySelector('[part="notice"]')).to.equal(null);
    } finally {
      release();
    }
  });

  it('a missing or invalid seller-id shows a clear empty state; removing the attribute resets it', async () => {
    const element = await mountFollow('<vt-seller-follow seller-id="506"></vt-seller-follow>');
    await waitFor(() => pressed(element) === 'false');
    element.removeAttribute('seller-id');
    await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]')?.textContent === 'Продавец не указан');
    element.setAttribute('seller-id', '-3');
    await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]'));
    (element as HTMLElement & { sellerId?: number }).sellerId = 507;
    await waitFor(() => pressed(element) === 'false');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
