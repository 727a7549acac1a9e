import { expect } from 'chai';
import { axeViolations, captureConsole, cleanup, idle, mount, shadow, waitFor } from './helpers';
import { calls, hints, openSearchTestPage, press, typeInto } from './search-fakes';

/**
 * <vt-search> when its on-demand suggestions part (widgets/search/suggestions.ts) does not
 * download: the box keeps working (text, Enter), and the popup says the connection is lost while
 * the shopper uses it. Its own page: the part must not have loaded before (the test runner's
 * chunkFault middleware fails it while the cookie is set). The next sign of interest asks again
 * (shared/on-demand.ts), but Chromium keeps a failed dynamic import failed for the page's life
 * (no new request), so that is not tested here.
 */

const HINT = '/svc/suggest/api/v7/hint';
const ANSWER = hints(Array.from({ length: 9 }, (_, i) => [`платье ${i + 1}`, 1, 'suggest'] as [string, number, string]));
const input = (el: Element) => shadow(el, '[role="combobox"]') as HTMLInputElement;
const options = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role="option"]')];
const alertText = (el: Element) => el.shadowRoot!.querySelector('[part="popup"]:not([hidden]) [role="alert"]')?.textContent;

describe('<vt-search> when its suggestions part does not download', () => {
  let page: Awaited<ReturnType<typeof openSearchTestPage>>;
  before(async () => {
    page = await openSearchTestPage(HINT, ANSWER);
  });
  after(() => {
    page.stop();
    document.cookie = 'vt-chunk-fault=; Max-Age=0; path=/';
    cleanup();
  });

  it('says connectionLost in the popup, keeps the typed text and still searches on Enter', async () => {
    document.cookie = 'vt-chunk-fault=suggestions:fail; path=/';
    const el = await mount<HTMLElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    const box = input(el);
    const { errors } = await captureConsole(async () => {
      box.focus();
      typeInto(box, 'платье');
      await waitFor(() => alertText(el) === 'Интернет-соединение потеряно');
    });
    expect(errors.join()).to.contain('<vt-search> could not load its suggestions');
    expect(box.value).to.equal('платье');
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(options(el)).to.have.length(0);
    expect(await axeViolations(el)).to.deep.equal([]);

    // §4/§5 Enter searches the typed text exactly as with the part there; the query is remembered.
    await captureConsole(async () => {
      press(box, 'Enter'); // a key is interest: the part is asked again, and fails again
      await idle(); // the failed part's error is logged inside this capture
    });
    expect(page.submitted).to.deep.equal([
      { kind: 'search', query: 'платье', url: '/search?search=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5', external: false, sellerId: null },
    ]);
    expect(JSON.parse(localStorage.getItem('vitrina:search-history')!)).to.deep.equal(['платье']);

    // The popup closed with the search; more text opens it again, still saying so, and the text stays.
    await waitFor(() => alertText(el) === undefined);
    await captureConsole(async () => {
      typeInto(box, 'платье в горошек');
      await waitFor(() => alertText(el) === 'Интернет-соединение потеряно');
      await idle(); // the failed part's error is logged inside this capture
    });
    expect(box.value).to.equal('платье в горошек');
    expect(calls).to.deep.equal([]);
  });
});
