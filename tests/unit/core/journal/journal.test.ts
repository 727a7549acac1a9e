import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followPageViews, journalAllowed, sendJournalEvent } from '../../../../core/domain/settings/journal';
import { acceptCookies } from '../../../../core/domain/settings/consent/cookie-consent';
import { localeAtom } from '../../../../core/platform/locale/atoms';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, resetPage } from '../http-fakes';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

describe('storefront-shell.md §7 "POST {journal host}/api/v1/set: array of one event (not sent in ge)"', () => {
  beforeEach(() => {
    resetPage();
    clearCookies();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a page view of the router goes to the journal as an array of one event', async () => {
    const calls = fakeFetch(() => json({ state: 0 }));
    getStore().set(localeAtom, 'ru');
    const stop = followPageViews(document, () => 1_790_000_000_000);
    document.dispatchEvent(new CustomEvent('vt-page-view', { detail: { url: 'http://localhost/catalog/1/detail.aspx', route: 'product', title: 'product' } }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('http://localhost:3000/svc/journal/api/v1/set');
    expect(JSON.parse(calls[0]!.body!)).toEqual([
      { event: 'page_view', url: 'http://localhost/catalog/1/detail.aspx', route: 'product', ts: 1_790_000_000_000 },
    ]);
    stop();
    document.dispatchEvent(new CustomEvent('vt-page-view', { detail: { url: 'http://localhost/', route: 'home', title: 'home' } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);
  });

  it('not sent in ge, even after consent; §6 in by only after cookie consent', async () => {
    const calls = fakeFetch(() => json({ state: 0 }));
    getStore().set(localeAtom, 'ge');
    expect(sendJournalEvent({ event: 'x' })).toBe(false);
    getStore().set(localeAtom, 'by');
    expect(journalAllowed('by')).toBe(false);
    expect(sendJournalEvent({ event: 'x' })).toBe(false);
    acceptCookies();
    expect(journalAllowed('ge')).toBe(false);
    expect(journalAllowed('by')).toBe(true);
    expect(sendJournalEvent({ event: 'x' })).toBe(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });

  it('§8 a failed journal call is queued for retry, not lost', async () => {
    const calls = fakeFetch(() => new Response('down', { status: 503 }));
    getStore().set(localeAtom, 'kz');
    sendJournalEvent({ event: 'x' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(JSON.stringify(Object.entries(localStorage))).toContain('/api/v1/set'));
  });
});
