import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_IMAGES_WAIT_MS, createLazyLoader } from '../../../widgets/loader/lazy-define';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('widgets/loader/lazy-define (issue 2: chunks load when a tag first appears)', () => {
  it('loads nothing until a tag appears, then loads its chunk once', async () => {
    const a = vi.fn(async () => undefined);
    const b = vi.fn(async () => undefined);
    const loader = createLazyLoader({ 'vt-a': a, 'vt-b': b });
    const root = document.createElement('div');
    document.body.append(root);
    loader.observe(document);
    expect(a).not.toHaveBeenCalled();
    root.innerHTML = '<section><vt-a></vt-a><vt-a></vt-a></section>';
    await tick();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    root.append(document.createElement('vt-a'));
    await tick();
    expect(a).toHaveBeenCalledTimes(1);
    root.remove();
  });

  it('watches open shadow roots it is given', async () => {
    const c = vi.fn(async () => undefined);
    const loader = createLazyLoader({ 'vt-c': c });
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    loader.observe(shadow);
    shadow.append(document.createElement('vt-c'));
    await tick();
    expect(c).toHaveBeenCalledTimes(1);
  });

  it('a failed import is logged after its one retry, and tried again on the next appearance', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const flaky = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const loader = createLazyLoader({ 'vt-d': flaky });
    await loader.load('vt-d');
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(1);
    await loader.load('vt-d');
    expect(flaky).toHaveBeenCalledTimes(3);
    document.getElementById('vt-reload-offer')?.remove();
  });

  it("evaluates a tag's chunks first when asked (one per task, widgets/vitrina.ts), then imports its own; a failure there leaves the import to try", async () => {
    const order: string[] = [];
    let failFirst = true;
    const loader = createLazyLoader(
      { 'vt-f': async () => void order.push('import vt-f'), 'vt-g': async () => void order.push('import vt-g') },
      undefined,
      async (tag) => {
        order.push(`evaluate ${tag}`);
        if (tag === 'vt-g' && failFirst) {
          failFirst = false;
          throw new Error('offline');
        }
      },
    );
    await loader.load('vt-f');
    await loader.load('vt-g');
    expect(order).toEqual(['evaluate vt-f', 'import vt-f', 'evaluate vt-g', 'import vt-g']);
  });

  it("preloads a tag's chunks just before its import, once per import (again on a retry)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const order: string[] = [];
    const failing = async () => {
      order.push('import');
      throw new Error('offline');
    };
    const importer = vi
      .fn(async () => void order.push('import'))
      .mockImplementationOnce(failing)
      .mockImplementationOnce(failing);
    const loader = createLazyLoader({ 'vt-e': importer }, (tag) => order.push(`preload ${tag}`));
    await loader.load('vt-e');
    await loader.load('vt-e');
    await loader.load('vt-e');
    // The failed import's one retry (routing-wallet §8) is inside the same load: one preload.
    expect(order).toEqual(['preload vt-e', 'import', 'import', 'preload vt-e', 'import']);
    document.getElementById('vt-reload-offer')?.remove();
  });

  it('an unknown tag is a clear rejection', async () => {
    // storefront-shell.md §8 "Module not found: error code MODULE_NOT_FOUND".
    await expect(createLazyLoader({}).load('vt-nope')).rejects.toMatchObject({ code: 'MODULE_NOT_FOUND', message: "Cannot find module 'vt-nope'" });
  });

  it('a loading="lazy" element waits until it nears the viewport (100 px); an eager one of the same tag loads at once', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Set<Element> }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets = new Set<Element>();
        constructor(
          public callback: IntersectionObserverCallback,
          public options?: IntersectionObserverInit,
        ) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.add(target);
        }
        unobserve(target: Element) {
          this.targets.delete(target);
        }
        disconnect() {
          this.targets.clear();
        }
      },
    );
    try {
      const footer = vi.fn(async () => undefined);
      const loader = createLazyLoader({ 'vt-footer': footer, 'vt-e': vi.fn(async () => undefined) });
      const root = document.createElement('div');
      document.body.append(root);
      loader.observe(document);
      root.innerHTML = '<vt-footer loading="lazy"></vt-footer>';
      await tick();
      expect(footer).not.toHaveBeenCalled();
      const [observer] = observers;
      expect(observer!.options?.rootMargin).toBe('100px');
      const element = root.firstElementChild!;
      expect([...observer!.targets]).toEqual([element]);
      observer!.callback([{ target: element, isIntersecting: false } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
      expect(footer).not.toHaveBeenCalled();
      observer!.callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
      expect(footer).toHaveBeenCalledTimes(1);
      expect(observer!.targets.size).toBe(0);

      const eager = vi.fn(async () => undefined);
      const second = createLazyLoader({ 'vt-footer': eager });
      const shadow = document.createElement('div').attachShadow({ mode: 'open' });
      second.observe(shadow);
      shadow.append(document.createElement('vt-footer'));
      await tick();
      expect(eager).toHaveBeenCalledTimes(1);
      root.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("widgets/loader/lazy-define: an element's first-paint images come before its code (banner page LCP)", () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

  function pageWith(html: string): HTMLElement {
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    return root;
  }

  it("an element of the page's HTML with light-DOM images loads once they are decoded and a frame has painted them", async () => {
    let decoded!: () => void;
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
    const root = pageWith('<vt-slides><img src="/cdn/banners/1.webp" alt="Sale"></vt-slides>');
    try {
      const slides = vi.fn(async () => undefined);
      createLazyLoader({ 'vt-slides': slides }).observe(document);
      await frame();
      expect(slides).not.toHaveBeenCalled();
      decoded();
      await tick();
      expect(slides).not.toHaveBeenCalled();
      await frame();
      expect(slides).toHaveBeenCalledTimes(1);
    } finally {
      decode.mockRestore();
      root.remove();
    }
  });

  it(`an image that never decodes holds the code back ${FIRST_PAINT_IMAGES_WAIT_MS} ms at most`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(() => new Promise<void>(() => undefined));
    const root = pageWith('<vt-slides><img src="/cdn/banners/slow.webp" alt="Sale"></vt-slides>');
    try {
      const slides = vi.fn(async () => undefined);
      createLazyLoader({ 'vt-slides': slides }).observe(document);
      await vi.advanceTimersByTimeAsync(FIRST_PAINT_IMAGES_WAIT_MS - 1);
      expect(slides).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(slides).toHaveBeenCalledTimes(1);
    } finally {
      decode.mockRestore();
      vi.useRealTimers();
      root.remove();
    }
  });

  it("an element without images, or one added after the page's HTML, loads at once", async () => {
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(() => new Promise<void>(() => undefined));
    const root = pageWith('<vt-plain></vt-plain>');
    try {
      const plain = vi.fn(async () => undefined);
      const slides = vi.fn(async () => undefined);
      createLazyLoader({ 'vt-plain': plain, 'vt-slides': slides }).observe(document);
      expect(plain).toHaveBeenCalledTimes(1);
      root.insertAdjacentHTML('beforeend', '<vt-slides><img src="/cdn/banners/2.webp" alt="Sale"></vt-slides>');
      await tick();
      expect(slides).toHaveBeenCalledTimes(1);
    } finally {
      decode.mockRestore();
      root.remove();
    }
  });
});
