import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentHosts } from '../../../../core/domain/settings/cdn/hosts';
import { createStaticDownloadMonitor, sendStaticDownloadReport, type StaticDownloadReport } from '../../../../core/domain/settings/cdn/static-download';
import { productImageSources } from '../../../../core/domain/catalog/product/images';
import { cdnConfigAtom } from '../../../../core/domain/settings/cdn/refresh';
import { localeAtom } from '../../../../core/platform/locale/atoms';
import { getStore } from '../../../../core/platform/store/store';
import type { CdnConfig } from '../../../../contracts/cdn';
import { fakeFetch, json, resetPage } from '../http-fakes';

const config: CdnConfig = {
  recommend: { products: { method: 'mod', hosts: ['https://r1.cdn.example'] } },
  origin: { products: { method: 'mod', hosts: ['https://o1.cdn.example'] } },
  hash: 'h',
  timestamp: 1,
};

describe('storefront-shell.md §8 "Image load failure: fall back to alternate sources"', () => {
  it('§4 every host for an id, best first, each once: recommend, origin, the reserve host', () => {
    expect(contentHosts(config, 123456, { kind: 'product', reserveHost: 'https://reserve.example/basket-{shard}/' })).toEqual([
      'https://r1.cdn.example',
      'https://o1.cdn.example',
      'https://reserve.example/basket-02',
    ]);
    const same = { ...config, origin: { products: { method: 'mod' as const, hosts: ['https://r1.cdn.example'] } } };
    expect(contentHosts(same, 1, { kind: 'product', reserveHost: 'https://r1.cdn.example' })).toEqual(['https://r1.cdn.example']);
  });

  it("§7 each picture's URL on every host, the same path", () => {
    resetPage();
    getStore().set(cdnConfigAtom, config);
    const [first] = productImageSources(123456, 2);
    expect(first).toEqual([
      'https://r1.cdn.example/part123/123456/images/c516x688/1.webp',
      'https://o1.cdn.example/part123/123456/images/c516x688/1.webp',
      'http://localhost:3000/cdn/part123/123456/images/c516x688/1.webp',
    ]);
    getStore().set(cdnConfigAtom, null);
  });
});

describe('storefront-shell.md §8 "mark placeholder and record a mark; every few events the performance_static_download analytic"', () => {
  it('marks each placeholder and reports every 5 failures with the counts and failing hosts, then starts over', () => {
    const reports: StaticDownloadReport[] = [];
    const marks: string[] = [];
    const monitor = createStaticDownloadMonitor({ report: (r) => reports.push(r), mark: (name, { url }) => marks.push(`${name} ${url}`) });
    monitor.record('alternate', 'https://r1.cdn.example/a.webp');
    monitor.record('alternate', 'https://o1.cdn.example/a.webp');
    monitor.record('placeholder', 'https://reserve.example/a.webp');
    monitor.record('alternate', 'https://r1.cdn.example/b.webp');
    expect(reports).toEqual([]);
    monitor.record('alternate', 'https://o1.cdn.example/b.webp');
    expect(reports).toEqual([
      {
        event: 'performance_static_download',
        errors: 5,
        alternates: 4,
        placeholders: 1,
        hosts: ['r1.cdn.example', 'o1.cdn.example', 'reserve.example'],
      },
    ]);
    expect(marks).toEqual(['vt-image-placeholder https://reserve.example/a.webp']);
    for (let i = 0; i < 4; i++) monitor.record('placeholder', 'https://x.example/c.webp');
    expect(reports).toHaveLength(1);
    monitor.record('placeholder', 'https://x.example/c.webp');
    expect(reports[1]).toMatchObject({ errors: 5, alternates: 0, placeholders: 5, hosts: ['x.example'] });
  });

  describe('sending', () => {
    beforeEach(() => resetPage());
    afterEach(() => {
      vi.unstubAllGlobals();
      getStore().set(localeAtom, 'ru');
    });
    const report: StaticDownloadReport = { event: 'performance_static_download', errors: 5, alternates: 5, placeholders: 0, hosts: ['r1.cdn.example'] };

    it('§7 POST {journal}/api/v1/set with an array of one event', async () => {
      const calls = fakeFetch(() => json({ state: 0 }));
      getStore().set(localeAtom, 'ru');
      sendStaticDownloadReport(report);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]!.method).toBe('POST');
      expect(calls[0]!.url).toBe('http://localhost:3000/svc/journal/api/v1/set');
      expect(JSON.parse(calls[0]!.body!)).toEqual([report]);
    });

    it('§7 "not sent in ge"; §6 in by only after cookie consent', async () => {
      const calls = fakeFetch(() => json({ state: 0 }));
      getStore().set(localeAtom, 'ge');
      sendStaticDownloadReport(report);
      await vi.dynamicImportSettled(); // the journal writer loads with the first report
      getStore().set(localeAtom, 'by');
      sendStaticDownloadReport(report);
      await vi.dynamicImportSettled();
      expect(calls).toHaveLength(0);
      // The same report in ru is sent: the two above were held back by the rules, not by timing.
      getStore().set(localeAtom, 'ru');
      sendStaticDownloadReport(report);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await vi.dynamicImportSettled();
      expect(calls).toHaveLength(1);
    });
  });
});
