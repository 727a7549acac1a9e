import { expect } from 'chai';
import { cleanup, waitFor } from './helpers';

describe('<vt-store> (page configuration)', () => {
  afterEach(cleanup);

  it('upgraded with its attributes in the page, it applies them once: one services.json fetch, not one per attribute', async () => {
    const original = window.fetch;
    const asked: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('services.json?probe')) asked.push(url);
      return original(input, init);
    };
    try {
      // In the page before the kit defines the tag, as on the host page.
      document.body.insertAdjacentHTML('beforeend', '<div class="fixture"><vt-store services="/config/services.json?probe=1" locale="ru"></vt-store></div>');
      const element = document.body.lastElementChild!.firstElementChild as HTMLElement & { ready: Promise<void> };
      await customElements.whenDefined('vt-store');
      await waitFor(() => 'ready' in element);
      await element.ready;
      expect(asked).to.have.length(1);
      // A later change of one attribute applies that one.
      element.setAttribute('services', '/config/services.json?probe=2');
      await element.ready;
      expect(asked).to.have.length(2);
    } finally {
      window.fetch = original;
    }
  });
});
