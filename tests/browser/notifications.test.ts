import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';
import { fakeRoutes, json, keepAuthRequiredHere, requests, setSignedIn, signedOut, useShellServices, type FakeRoute } from './shell-fakes';

type Bell = HTMLElement & { href?: string };

interface FakeNotice {
  uuid: string;
  user_id: number;
  dt: number;
  title: string;
  text: string;
  link: string;
  important: boolean;
  is_read: boolean;
}

let notices: FakeNotice[] = [];
let failing = false;
const unread = () => notices.filter((n) => !n.is_read).length;

const bellServer: FakeRoute = (url, init) => {
  if (!url.pathname.startsWith('/svc/bell/') && !url.pathname.startsWith('/webapi/')) return undefined;
  if (failing) return json({ error: 'down' }, 503);
  const path = url.pathname.replace('/svc/bell/shard-proxy/api', '');
  const ids = (): string[] => (JSON.parse(String(init.body ?? '{}')) as { notice_ids: string[] }).notice_ids;
  if (path === '/v3/notice/unread') return json({ state: 0, payload: { count: unread() } });
  if (path === '/v3/notice/get') return json({ state: 0, payload: { notices, total: notices.length } });
  if (path === '/v3/notice/preview') return json({ state: 0, payload: { notices: notices.filter((n) => !n.is_read).slice(0, 3), count: unread() } });
  if (path === '/notice/read') {
    const read = new Set(ids());
    notices = notices.map((n) => (read.has(n.uuid) ? { ...n, is_read: true } : n));
    return json({ state: 0, payload: { count: unread() } });
  }
  if (path === '/notice/delete') {
    const gone = new Set(ids());
    notices = notices.filter((n) => !gone.has(n.uuid));
    return json({ state: 0, payload: { count: unread() } });
  }
  return undefined;
};

function seed(): void {
  notices = [
    {
      uuid: 'n1',
      user_id: 4242,
      dt: 1_750_000_000,
      title: 'Заказ в пути',
      text: '<b>bold</b><img src=x onerror="window.__pwned=1">',
      link: '/lk/myorders/delivery',
      important: false,
      is_read: false,
    },
    {
      uuid: 'n2',
      user_id: 4242,
      dt: 1_749_990_000,
      title: 'Оцените покупку',
      text: 'Расскажите, как вам товар',
      link: 'javascript:alert(1)',
      important: false,
      is_read: false,
    },
    { uuid: 'n3', user_id: 4242, dt: 1_749_900_000, title: 'Скидки клуба', text: 'Новые клубные скидки', link: '/promotions', important: false, is_read: true },
  ];
}

const bellButton = (bell: Bell) => shadow(bell, '[part="bell"]') as HTMLButtonElement;
const panel = (bell: Bell) => shadow(bell, '[part="panel"]');

async function signedInBell(attributes = ''): Promise<Bell> {
  setSignedIn(true);
  const bell = await mount<Bell>(`<vt-notifications ${attributes}></vt-notifications>`, 'vt-notifications');
  // The kit follows other tabs once its session has started: repeat until it did.
  await waitFor(() => {
    setSignedIn(true);
    return bell.shadowRoot!.querySelector('[part="badge"]')?.textContent === String(unread());
  });
  return bell;
}

async function openPanel(bell: Bell): Promise<void> {
  bellButton(bell).click();
  await waitFor(() => !panel(bell).hidden && bell.shadowRoot!.querySelectorAll('[part="notice"]').length === notices.length);
}

describe('<vt-notifications> (storefront-shell.md §4 Notifications, §7, §8 network-error flag)', () => {
  let release: () => void;
  before(async () => {
    await vitrina.configure({ locale: 'ru', language: 'ru' });
    await useShellServices();
  });
  beforeEach(() => {
    seed();
    failing = false;
    fakeRoutes(bellServer);
    release = keepAuthRequiredHere();
  });
  afterEach(async () => {
    cleanup();
    release();
    await signedOut();
  });

  // Issue 10, DESIGN.md "Budgets" (this test runs first in the file's page).
  it("a guest's bell loads none of the list, even on a press; signing in loads it after the bell's paint and the count shows", async () => {
    const listChunks = () => performance.getEntriesByType('resource').filter((entry) => /\/notices-panel-[\w-]+\.js$/.test(new URL(entry.name).pathname));
    setSignedIn(false);
    const bell = await mount<Bell>('<vt-notifications></vt-notifications>', 'vt-notifications');
    const asked = new Promise((resolve) => addEventListener('vitrina:auth-required', resolve, { once: true }));
    bellButton(bell).click();
    await asked; // the press was handled: it asked for sign-in, and loaded nothing
    expect(listChunks()).to.have.length(0);
    expect(bell.shadowRoot!.querySelector('[part="panel"]')).to.equal(null);
    await waitFor(() => {
      setSignedIn(true);
      return bell.shadowRoot!.querySelector('[part="badge"]')?.textContent === String(unread());
    });
    expect(listChunks()).to.have.length(1);
    expect(bell.shadowRoot!.getElementById(bellButton(bell).getAttribute('aria-controls')!)).to.equal(panel(bell));
  });

  it('guests have no count; the bell asks for sign-in (the cancelable auth-required event)', async () => {
    setSignedIn(false);
    const bell = await mount<Bell>('<vt-notifications></vt-notifications>', 'vt-notifications');
    expect(bell.shadowRoot!.querySelector('[part="badge"]')).to.equal(null);
    expect(bellButton(bell).getAttribute('aria-label')).to.equal('Уведомления');
    expect(bellButton(bell).hasAttribute('aria-expanded')).to.equal(false);
    const asked = new Promise<CustomEvent>((resolve) => addEventListener('vitrina:auth-required', (e) => resolve(e as CustomEvent), { once: true }));
    bellButton(bell).click();
    expect((await asked).cancelable).to.equal(true);
    expect(requests.filter((r) => r.url.pathname.startsWith('/svc/bell'))).to.have.length(0);
  });

  it('§4 signing in shows the unread count (v3 unread) in the badge and the label', async () => {
    const bell = await signedInBell();
    expect(shadow(bell, '[part="badge"]').textContent).to.equal('2');
    expect(bellButton(bell).getAttribute('aria-label')).to.equal('Уведомления, 2 непрочитанных');
    expect(requests.some((r) => r.url.pathname === '/svc/bell/shard-proxy/api/v3/notice/unread' && r.url.searchParams.get('app_type') === 'web')).to.equal(
      true,
    );
  });

  it('opens the list (v3 get); texts holding HTML render as text; an unsafe link is dropped', async () => {
    const bell = await signedInBell();
    const toggled = nextEvent<{ open: boolean }>(bell, 'vt-notifications-toggle');
    await openPanel(bell);
    expect((await toggled).detail.open).to.equal(true);
    expect(bellButton(bell).getAttribute('aria-expanded')).to.equal('true');
    const first = bell.shadowRoot!.querySelector('[part="notice"]')!;
    expect(getComputedStyle(first).display).to.equal('flex'); // the list's styles came with it
    expect(first.querySelector('.notice-text')!.textContent).to.equal('<b>bold</b><img src=x onerror="window.__pwned=1">');
    expect(first.querySelector('b, img')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(first.querySelector('a')!.getAttribute('href')).to.equal('/lk/myorders/delivery');
    // 1 750 000 000 s is 15 June 2025, 15:06 UTC: the 15th or 16th in the machine's time zone.
    expect(first.querySelector('time')!.textContent).to.match(/^1[56] июня, \d\d:\d\d$/);
    const second = bell.shadowRoot!.querySelectorAll('[part="notice"]')[1]!;
    expect(second.querySelector('a')).to.equal(null);
  });

  it('§7 mark read: the count drops at once, the server is told, vt-notifications-read fires', async () => {
    const bell = await signedInBell();
    await openPanel(bell);
    const read = nextEvent<{ ids: string[]; ok: boolean }>(bell, 'vt-notifications-read');
    (bell.shadowRoot!.querySelector('[part="mark-read"]') as HTMLButtonElement).click();
    expect((await read).detail).to.deep.equal({ ids: ['n1'], ok: true });
    await waitFor(() => shadow(bell, '[part="badge"]').textContent === '1');
    const sent = requests.find((r) => r.url.pathname.endsWith('/notice/read'))!;
    expect(JSON.parse(sent.body)).to.deep.equal({ notice_ids: ['n1'] });
  });

  it('§7 delete removes the notice; mark-all reads the rest', async () => {
    const bell = await signedInBell();
    await openPanel(bell);
    const deleted = nextEvent<{ ids: string[]; ok: boolean }>(bell, 'vt-notifications-delete');
    (bell.shadowRoot!.querySelectorAll('[part="delete"]')[2] as HTMLButtonElement).click();
    expect((await deleted).detail).to.deep.equal({ ids: ['n3'], ok: true });
    await waitFor(() => bell.shadowRoot!.querySelectorAll('[part="notice"]').length === 2);
    shadow(bell, '[part="mark-all"]').click();
    await waitFor(() => bell.shadowRoot!.querySelector('[part="badge"]') === null);
    expect(bellButton(bell).getAttribute('aria-label')).to.equal('Уведомления');
  });

  it('§9 Escape closes the list and gives focus back to the bell; an outside click closes it too', async () => {
    const bell = await signedInBell();
    await openPanel(bell);
    (bell.shadowRoot!.querySelector('[part="delete"]') as HTMLElement).focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => panel(bell).hidden);
    expect(bell.shadowRoot!.activeElement).to.equal(bellButton(bell));
    await openPanel(bell);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => panel(bell).hidden);
  });

  it('§8 a failing server sets the network-error mark and keeps the cached list', async () => {
    const bell = await signedInBell();
    await openPanel(bell);
    bellButton(bell).click();
    await waitFor(() => panel(bell).hidden);
    failing = true;
    await openPanel(bell);
    await waitFor(() => bell.shadowRoot!.querySelector('.network-error') !== null);
    expect(shadow(bell, '.network-error').textContent).to.contain('Интернет-соединение потеряно');
    expect(bell.shadowRoot!.querySelector('[part="network-error"]')).to.not.equal(null);
    expect(bell.shadowRoot!.querySelectorAll('[part="notice"]').length).to.equal(3);
  });

  it('href sets the all-notifications link; removing it restores /lk#notifications', async () => {
    const bell = await signedInBell('href="/account/news"');
    expect(shadow(bell, '[part="all"]').getAttribute('href')).to.equal('/account/news');
    expect(bell.href).to.equal('/account/news');
    bell.removeAttribute('href');
    await waitFor(() => shadow(bell, '[part="all"]').getAttribute('href') === '/lk#notifications');
  });

  it('has no axe violations, closed and open', async () => {
    const bell = await signedInBell();
    expect(await axeViolations(bell)).to.deep.equal([]);
    await openPanel(bell);
    expect(await axeViolations(bell)).to.deep.equal([]);
  });
});
