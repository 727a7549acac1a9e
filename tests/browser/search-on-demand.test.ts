import { expect } from 'chai';
import { sendMouse } from '@web/test-runner-commands';
import { axeViolations, cleanup, frames, idle, mount, shadow, waitFor, waitForAsync } from './helpers';
import { calls, hints, openSearchTestPage, press, typeInto } from './search-fakes';

/**
 * <vt-search>'s suggestions part (widgets/search/suggestions.ts: loader, ordering, options, tags)
 * loads on the first sign of interest, not with the element (DESIGN.md "Budgets" home page JS).
 * The tests run in order on their own page: the first shows no interest, so the part is not
 * loaded before the second one; the test runner's chunkFault middleware delays it there.
 */

const HINT = '/svc/suggest/api/v7/hint';
const ANSWER = hints(Array.from({ length: 9 }, (_, i) => [`платье ${i + 1}`, 1, 'suggest'] as [string, number, string]));
const PART_CHUNK = /\/chunks\/suggestions-[\w-]+\.js$/;
const partRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => PART_CHUNK.test(new URL(entry.name).pathname)) as PerformanceResourceTiming[];
const input = (el: Element) => shadow(el, '[role="combobox"]') as HTMLInputElement;
const options = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];
/** Whether the part's download has reached the server (held there by the chunkFault middleware). */
const partHeld = async () => (await (await fetch('/__chunk-hold/suggestions')).json()) as boolean;
const releasePart = () => fetch('/__chunk-hold/suggestions', { method: 'POST' });
/** Where the box's controls are (they must not move when the part arrives). */
const boxLayout = (el: Element) =>
  ['[part="field"]', '[role="combobox"]', '[part="image-button"]', '[part="submit"]'].map((selector) => {
    const { x, y, width, height } = shadow(el, selector).getBoundingClientRect();
    return { selector, x, y, width, height };
  });

describe('<vt-search> loads its suggestions on the first sign of interest', () => {
  let page: Awaited<ReturnType<typeof openSearchTestPage>>;
  before(async () => {
    page = await openSearchTestPage(HINT, ANSWER);
  });
  after(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
    page.stop();
    document.cookie = 'vt-chunk-fault=; Max-Age=0; path=/';
    await releasePart();
  });
  afterEach(() => cleanup());

  it('paints the whole box without the part, which nobody asks for until the shopper shows interest', async () => {
    const el = await mount<HTMLElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await idle();
    expect(partRequests()).to.deep.equal([]);
    const box = input(el);
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(box.getAttribute('aria-autocomplete')).to.equal('list');
    expect(box.getAttribute('aria-controls')).to.equal(shadow(el, '[role="listbox"]').id);
    expect(shadow(el, '[part="submit"]').getAttribute('aria-label')).to.equal('Найти');
    expect(shadow(el, '[part="image-button"]').getAttribute('aria-expanded')).to.equal('false');
    expect(await axeViolations(el)).to.deep.equal([]);
    expect(partRequests()).to.deep.equal([]);
  });

  it('a pointer over the box asks for the part; before it arrives Enter searches at once and typed text stays; on arrival the text in the box gets its suggestions, no keystroke needed, and nothing moves', async () => {
    document.cookie = 'vt-chunk-fault=suggestions:hold; path=/';
    const el = await mount<HTMLElement>('<vt-search layout="desktop" style="display:block;width:600px"></vt-search>', 'vt-search');
    await idle();
    expect(partRequests(), 'mounted, no interest yet').to.deep.equal([]);
    const before = boxLayout(el);
    const box = input(el);
    const hoveredAt = performance.now();
    const { x, y, height } = box.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(x + 20), Math.round(y + height / 2)] });
    await waitForAsync(partHeld); // the pointer asked for the part: its download is on its way
    const focusedAt = performance.now();
    box.focus();
    typeInto(box, '  синие   джинсы ');
    press(box, 'Enter');
    expect(page.submitted).to.deep.equal([
      {
        kind: 'search',
        query: 'синие джинсы',
        url: '/search?search=%D1%81%D0%B8%D0%BD%D0%B8%D0%B5+%D0%B4%D0%B6%D0%B8%D0%BD%D1%81%D1%8B',
        external: false,
        sellerId: null,
      },
    ]);
    expect(JSON.parse(localStorage.getItem('vitrina:search-history')!)).to.deep.equal(['синие джинсы']);

    typeInto(box, 'платье');
    const typedAt = performance.now();
    await frames();
    expect(box.value).to.equal('платье');
    expect(partRequests(), 'the part is still on its way').to.deep.equal([]);
    expect(options(el)).to.have.length(0);

    await releasePart();
    await waitFor(() => options(el).length === 7);
    expect(partRequests()).to.have.length(1);
    expect(partRequests()[0]!.startTime, 'asked for on the pointer, not before').to.be.within(hoveredAt, focusedAt);
    expect(partRequests()[0]!.responseEnd, 'arrived after the typing').to.be.greaterThan(typedAt);
    expect(options(el)[0]!.querySelector('.option-text')!.textContent).to.equal('платье 1');
    expect(calls.map((call) => call.url.searchParams.get('query'))).to.deep.equal(['платье']);
    expect(box.value).to.equal('платье');
    expect(box.getAttribute('aria-expanded')).to.equal('true');
    // The part's styles came with it (suggestions.css): an option is a 44 px row.
    expect(options(el)[0]!.getBoundingClientRect().height).to.equal(44);
    expect(boxLayout(el)).to.deep.equal(before);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('a box mounted later uses the part already here: its first keystroke is suggested, with no new download', async () => {
    const el = await mount<HTMLElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    const box = input(el);
    box.focus();
    typeInto(box, 'плат');
    await waitFor(() => options(el).length === 7);
    expect(partRequests()).to.have.length(1);
  });
});
