import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmergencyNotices } from '../../../../core/domain/settings';
import { reshapeEmergency } from '../../../../contracts/emergency';
import { fakeFetch, hangingReply, json, ORIGIN, resetPage, status } from '../http-fakes';

beforeEach(() => resetPage());
afterEach(() => vi.useRealTimers());

const ACTIVE = { id: 1, active: true, title: 'Задержки доставки', text: 'Часть заказов задерживается.', link: '/services/besplatnaya-dostavka' };

describe('storefront-shell.md §7 "GET static emergency-situation/{id}.json, 4 s timeout"', () => {
  it('§7 reads the country file below {static} (ru is country id 1, kz 3) and gives the active notice', async () => {
    const calls = fakeFetch(() => json(ACTIVE));
    const log = vi.fn();
    const notices = createEmergencyNotices({ log });
    await expect(notices.load('ru')).resolves.toEqual({
      id: 1,
      title: 'Задержки доставки',
      text: 'Часть заказов задерживается.',
      link: '/services/besplatnaya-dostavka',
    });
    await notices.load('kz');
    expect(calls.map((c) => c.url)).toEqual([`${ORIGIN}/static/emergency-situation/1.json`, `${ORIGIN}/static/emergency-situation/3.json`]);
    expect(log).not.toHaveBeenCalled();
  });

  it('an inactive notice or a missing file (404) shows nothing and logs nothing; a country without an id asks nothing', async () => {
    const calls = fakeFetch((call) => (call.url.endsWith('/2.json') ? json({ ...ACTIVE, id: 2, active: false }) : status(404)));
    const log = vi.fn();
    const notices = createEmergencyNotices({ log });
    await expect(notices.load('by')).resolves.toBeNull();
    await expect(notices.load('ge')).resolves.toBeNull();
    await expect(notices.load('global')).resolves.toBeNull();
    expect(calls).toHaveLength(2);
    expect(log).not.toHaveBeenCalled();
  });

  it('§7 a call still unanswered after 4000 ms gives the fallback (no notice) and one logged error', async () => {
    vi.useFakeTimers();
    fakeFetch(hangingReply);
    const log = vi.fn();
    const notices = createEmergencyNotices({ log });
    const loading = notices.load('ru');
    await vi.advanceTimersByTimeAsync(3999);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatchObject({ name: 'TimeoutError' });
    // A second failure on the same page is not logged again.
    const again = notices.load('ru');
    await vi.advanceTimersByTimeAsync(4000);
    await expect(again).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a malformed file (not JSON, or the wrong shape) gives the fallback and one logged error', async () => {
    fakeFetch(() => new Response('{"id": 1, "active": tru', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const log = vi.fn();
    const notices = createEmergencyNotices({ log });
    await expect(notices.load('ru')).resolves.toBeNull();
    await expect(notices.load('ru')).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toEqual({ call: 'emergency-situation', id: 1 });

    fakeFetch(() => json({ id: 3, active: 'yes' }));
    const wrongShape = vi.fn();
    await expect(createEmergencyNotices({ log: wrongShape }).load('kz')).resolves.toBeNull();
    expect(wrongShape).toHaveBeenCalledTimes(1);
  });

  it('keeps only a link on this site (another host or a javascript: address is dropped); an active notice without words is malformed', () => {
    expect(reshapeEmergency({ ...ACTIVE, link: 'https://evil.example/' })).not.toHaveProperty('link');
    expect(reshapeEmergency({ ...ACTIVE, link: '//evil.example/' })).not.toHaveProperty('link');
    expect(reshapeEmergency({ ...ACTIVE, link: 'javascript:alert(1)' })).not.toHaveProperty('link');
    expect(() => reshapeEmergency({ ...ACTIVE, title: '  ', text: '' })).toThrow(/title and text/);
  });
});
