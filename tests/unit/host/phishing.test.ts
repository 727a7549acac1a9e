import { beforeEach, describe, expect, it, vi } from 'vitest';

const logged = vi.hoisted(() => [] as unknown[][]);
vi.mock('../../../core/transport/logging', () => ({
  logException: (...args: unknown[]) => {
    logged.push(args);
    return Promise.resolve({ status: 'sent' });
  },
}));

import { allowedHostsOf, passesPhishingCheck } from '../../../host/phishing';
import ru from '../../../core/platform/i18n/locales/ru.json';

function page(meta: string | null): Document {
  document.head.replaceChildren();
  document.body.replaceChildren();
  if (meta !== null) {
    const element = document.createElement('meta');
    element.name = 'vitrina-allowed-hosts';
    element.content = meta;
    document.head.append(element);
  }
  document.body.innerHTML = '<header data-shell></header><main id="app"></main><footer data-shell></footer>';
  return document;
}

describe('host page phishing check (storefront-shell.md §5, §8)', () => {
  beforeEach(() => {
    logged.length = 0;
    delete document.body.dataset.appDisabled;
  });

  it('reads the allowed host suffixes from the meta (space or comma separated)', () => {
    expect(allowedHostsOf(page('localhost, 127.0.0.1  shop.example'))).toEqual(['localhost', '127.0.0.1', 'shop.example']);
    expect(allowedHostsOf(page(null))).toEqual([]);
  });

  it('an allowed host and its subdomains pass, and nothing is disabled', () => {
    const doc = page('example.com localhost');
    expect(passesPhishingCheck(doc, 'localhost')).toBe(true);
    expect(passesPhishingCheck(doc, 'www.example.com')).toBe(true);
    expect(doc.body.dataset.appDisabled).toBeUndefined();
    expect(logged).toHaveLength(0);
  });

  it('§8 a foreign host: app disabled, popup with common.errors.phishingSite, error logged', async () => {
    const doc = page('example.com');
    expect(passesPhishingCheck(doc, 'example.com.evil.test')).toBe(false);
    expect(doc.body.dataset.appDisabled).toBe('true');
    expect(doc.getElementById('app')!.inert).toBe(true);
    await vi.waitFor(() => expect(doc.querySelector('dialog.phishing')).not.toBeNull());
    const dialog = doc.querySelector('dialog.phishing')!;
    expect(dialog.querySelector('#phishing-text')!.textContent).toBe(ru.common.errors.phishingSite);
    expect(dialog.getAttribute('aria-labelledby')).toBe('phishing-title');
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![0])).toContain('example.com.evil.test');
  });

  it('a page without the meta fails closed', () => {
    expect(passesPhishingCheck(page(null), 'localhost')).toBe(false);
  });
});
