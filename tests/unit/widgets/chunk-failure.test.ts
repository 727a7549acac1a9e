import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importChunk } from '../../../core/platform/chunks/import-chunk';
import { createLazyLoader } from '../../../widgets/loader/lazy-define';
import { offerReload } from '../../../widgets/loader/reload-offer';
import { onDemand } from '../../../widgets/shared/on-demand';

const offer = () => document.getElementById('vt-reload-offer');

describe('chunk load failures (storefront-routing-wallet.md §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    offer()?.remove();
    document.documentElement.lang = '';
  });

  it("§8 a chunk that never arrives fails after 120000 ms, is asked once more, then 'Loading chunk {n} failed'", async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => new Promise<never>(() => undefined));
    const result = importChunk('vt-cart', importer);
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    const error = await settled;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('Loading chunk vt-cart failed');
    expect((error as ChunkLoadError).code).toBe('CHUNK_LOAD_FAILED');
  });

  it('§8 one retry: a chunk that fails once and then arrives loads', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ ok: 1 });
    await expect(importChunk('detail-part', importer)).resolves.toEqual({ ok: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("§8 CSS chunk failure: 'Loading CSS chunk {n} failed', the last failure as cause", async () => {
    const cause = new Error('404');
    const error = await importChunk('detail-view.css', () => Promise.reject(cause), { kind: 'css' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Loading CSS chunk detail-view.css failed', code: 'CSS_CHUNK_LOAD_FAILED', cause });
  });

  it('a widget part (onDemand) fails the same way and is asked again afterwards', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue('part');
    const part = onDemand(importer, 'detail-part');
    await expect(part.load()).rejects.toThrow('Loading chunk detail-part failed');
    await expect(part.load()).resolves.toBe('part');
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('§8 after the retry the loader logs the failure and offers a reload (once per page)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = createLazyLoader({ 'vt-x': () => Promise.reject(new Error('offline')), 'vt-y': () => Promise.reject(new Error('offline')) });
    await loader.load('vt-x');
    await loader.load('vt-y');
    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[0]![1])).toContain('Loading chunk vt-x failed');
    expect(document.querySelectorAll('#vt-reload-offer')).toHaveLength(1);
    const alert = offer()!.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Часть страницы не загрузилась.');
    expect(alert.querySelector('button')!.textContent).toBe('Обновить страницу');
  });

  it("the offer speaks the page's language and its button reloads", () => {
    document.documentElement.lang = 'uz';
    const reload = vi.fn();
    offerReload(document, reload);
    const button = offer()!.shadowRoot!.querySelector('button')!;
    expect(button.textContent).toBe('Sahifani yangilash');
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
