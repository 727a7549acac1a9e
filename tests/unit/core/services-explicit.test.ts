import { describe, expect, it, vi } from 'vitest';

describe("the page's own service map", () => {
  it('configure({ services }) marks it at once, before the configure chunk has loaded, so an element booting meanwhile never asks the kit origin', async () => {
    vi.resetModules();
    vi.stubGlobal('fetch', async () => Response.json({ search: '/svc/search' }));
    const { servicesNamedByPage } = await import('../../../core/runtime/services-explicit');
    const { configure } = await import('../../../widgets/vitrina');
    expect(servicesNamedByPage()).toBe(false);
    const configured = configure({ services: 'https://shop.example/config/services.json' }).catch(() => undefined);
    expect(servicesNamedByPage()).toBe(true);
    await configured;
    vi.unstubAllGlobals();
  });
});
