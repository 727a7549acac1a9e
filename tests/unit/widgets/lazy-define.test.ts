import { describe, expect, it, vi } from 'vitest';
import { createLazyLoader } from '../../../widgets/loader/lazy-define';

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

  it('a failed import is logged and tried again on the next appearance', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const flaky = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const loader = createLazyLoader({ 'vt-d': flaky });
    await loader.load('vt-d');
    expect(error).toHaveBeenCalled();
    await loader.load('vt-d');
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('an unknown tag is a clear rejection', async () => {
    await expect(createLazyLoader({}).load('vt-nope')).rejects.toThrow('unknown element <vt-nope>');
  });
});
