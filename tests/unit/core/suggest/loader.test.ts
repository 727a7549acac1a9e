import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestLoader, type SuggestState } from '../../../../core/domain/search/loader';
import { fetchHints } from '../../../../core/domain/search/hint-api';
import { HINT_API_PATH } from '../../../../contracts/suggest';
import { SUGGEST_DEBOUNCE_MS, orderSuggestions } from '../../../../core/domain/search/rules';
import { fakeFetch, hangingReply, json, networkDown, resetPage, SERVICES, status } from '../http-fakes';
import type { ReshapedSuggestions } from '../../../../contracts/suggest';
import type { HintQuery } from '../../../../core/domain/search/hint-api';

const CONTEXT = { locale: 'kz', language: 'kk' } as const;
const answer = (names: string[]): ReshapedSuggestions => ({
  suggestions: names.map((name) => ({ type: 1, kind: 'suggest', label: name, query: name })),
  maxTagsRows: 2,
  skipped: 0,
  malformed: false,
});

describe('core/suggest/hint-api (shell §7 "GET suggestions hint api v7")', () => {
  beforeEach(resetPage);
  afterEach(() => vi.unstubAllGlobals());

  it('GETs {suggest}/api/v7/hint with query, locale and lang, and reshapes the answer', async () => {
    const calls = fakeFetch(() => json({ suggests: [{ name: '<b>платье</b>', type: 1, typeStr: 'suggest' }], max_tags_rows: 3 }));
    const result = await fetchHints({ text: 'платье красное', ...CONTEXT });
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe(`${SERVICES.suggest}${HINT_API_PATH}`);
    expect(HINT_API_PATH).toBe('/api/v7/hint');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'платье красное', locale: 'kz', lang: 'kk' });
    expect(calls[0]!.method).toBe('GET');
    // HTML in a payload is kept as text (it is rendered as text, never as HTML).
    expect(result.suggestions[0]!.label).toBe('<b>платье</b>');
    expect(result.maxTagsRows).toBe(3);
  });

  it('a payload without suggests is an empty, malformed answer (no TypeError)', async () => {
    fakeFetch(() => json({ nothing: true }));
    expect(await fetchHints({ text: 'x', ...CONTEXT })).toMatchObject({ suggestions: [], malformed: true });
  });

  it('a 204 is an empty answer', async () => {
    fakeFetch(() => status(204));
    expect((await fetchHints({ text: 'x', ...CONTEXT })).suggestions).toEqual([]);
  });
});

describe('core/suggest/loader (shell §9 "suggestions debounce 100 ms")', () => {
  beforeEach(() => {
    resetPage();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function setup(fetch: (query: HintQuery) => Promise<ReshapedSuggestions>) {
    const states: SuggestState[] = [];
    const loader = createSuggestLoader({ onChange: (state) => states.push(state), fetch });
    return { states, loader, last: () => states.at(-1)! };
  }

  it('§9 waits 100 ms after the last keystroke and asks once, for the latest text', async () => {
    const fetch = vi.fn(async (query: HintQuery) => answer([`${query.text} 1`]));
    const { loader, last } = setup(fetch);
    expect(SUGGEST_DEBOUNCE_MS).toBe(100);
    loader.update('п', CONTEXT);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    loader.update('пл', CONTEXT);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    expect(last().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toMatchObject({ text: 'пл', locale: 'kz', language: 'kk' });
    expect(last()).toMatchObject({ status: 'ready', typedText: 'пл', maxTagsRows: 2 });
    expect(last().server.map((s) => s.label)).toEqual(['пл 1']);
  });

  it('while loading, the previous answer stays with the text it answered (shownFor); the new answer brings its own', async () => {
    const fetch = vi.fn(async (query: HintQuery) => answer([`${query.text} 1`]));
    const { loader, last } = setup(fetch);
    loader.update('пл', CONTEXT);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(last()).toMatchObject({ status: 'ready', typedText: 'пл', shownFor: 'пл' });
    const shown = last().server;
    loader.update('пла', CONTEXT);
    expect(last()).toMatchObject({ status: 'loading', typedText: 'пла', shownFor: 'пл' });
    // The very same suggestions (by reference): the options need not render again for the keystroke.
    expect(last().server).toBe(shown);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(last()).toMatchObject({ status: 'ready', typedText: 'пла', shownFor: 'пла' });
    expect(last().server.map((s) => s.label)).toEqual(['пла 1']);
    loader.update('  ', CONTEXT);
    expect(last()).toMatchObject({ status: 'idle', shownFor: '  ', server: [] });
  });

  it('§5 blank-only text asks nothing and settles at once (history only)', async () => {
    const fetch = vi.fn(async () => answer(['x']));
    const { loader, last } = setup(fetch);
    loader.update('   ', CONTEXT);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
    expect(last()).toMatchObject({ status: 'idle', server: [] });
  });

  it('a newer text aborts the call in flight; the older answer is never shown', async () => {
    const calls = fakeFetch((call) => (call.url.includes('query=old') ? hangingReply(call) : json({ suggests: [{ name: 'new one' }] })));
    const { loader, states, last } = setup(fetchHints);
    loader.update('old', CONTEXT);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    loader.update('new', CONTEXT);
    expect(calls[0]!.signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(last().status).toBe('ready'));
    expect(last().server.map((s) => s.label)).toEqual(['new one']);
    expect(states.some((s) => s.typedText === 'old' && s.status !== 'loading')).toBe(false);
  });

  it('issue 7: a failing call leaves the server part empty, so the box shows the history only', async () => {
    fakeFetch(() => status(503, {}, 'down'));
    const { loader, last } = setup(fetchHints);
    loader.update('пла', CONTEXT);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(last().status).toBe('failed'));
    expect(last().server).toEqual([]);
    const shown = orderSuggestions({ history: ['платье', 'шорты'], server: last().server, typedText: last().typedText });
    expect(shown.list.map((s) => [s.kind, s.label])).toEqual([['history', 'платье']]);
  });

  it('a network failure is a failed state too, never a rejection', async () => {
    fakeFetch(networkDown);
    const { loader, last } = setup(fetchHints);
    loader.update('a', CONTEXT);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(last().status).toBe('failed'));
  });

  it('while the next answer loads, the previous suggestions stay (no flicker)', async () => {
    const fetch = vi.fn(async (query: HintQuery) => answer([query.text]));
    const { loader, last } = setup(fetch);
    loader.update('a', CONTEXT);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    loader.update('ab', CONTEXT);
    expect(last()).toMatchObject({ status: 'loading', typedText: 'ab' });
    expect(last().server.map((s) => s.label)).toEqual(['a']);
  });

  it('cancel() stops the pending timer: nothing is asked', async () => {
    const fetch = vi.fn(async () => answer(['x']));
    const { loader } = setup(fetch);
    loader.update('abc', CONTEXT);
    loader.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
