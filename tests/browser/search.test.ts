import { expect } from 'chai';
import { axeViolations, captureConsole, cleanup, idle, mount, shadow, vitrina, waitFor } from './helpers';
import { calls, hints, installFakes, jsonReply, press, resetFakes, route, setHistory, typeInto } from './search-fakes';

type SearchElement = HTMLElement & { resultsUrl?: string; placeholder?: string; seller?: unknown; layout?: string };
type Submission = { kind: string; query: string; url: string; external: boolean; sellerId: number | null };

const HINT = '/svc/suggest/api/v7/hint';
const COMMON = Array.from({ length: 9 }, (_, i) => [`платье ${i + 1}`, 1, 'suggest'] as [string, number, string]);
const ANSWER = hints([
  ['платье летнее', 0, 'history'],
  ...COMMON,
  ['Платьелэнд', 2, 'brand', { brandId: 7, url: '/brands/plate-land' }],
  ['красное', 6, 'tag'],
  ['в горошек', 6, 'tag'],
]);

let submitted: Submission[] = [];
const recordSubmit = (event: Event) => {
  // Never let the test page navigate away.
  event.preventDefault();
  submitted.push((event as CustomEvent<Submission>).detail);
};

const input = (el: Element) => shadow(el, '[role="combobox"]') as HTMLInputElement;
const options = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];
const labels = (el: Element) => options(el).map((o) => o.querySelector('.option-text')!.textContent);
const popupOpen = (el: Element) => !shadow(el, '[part="popup"]').hidden;

async function typed(el: Element, text: string) {
  const box = input(el);
  box.focus();
  typeInto(box, text);
}

describe('<vt-search> (storefront-shell.md §4 Search, §5, §9 Search; WAI-ARIA 1.2 combobox)', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setHistory([]);
    resetFakes();
    await installFakes();
    await vitrina.configure({ locale: 'ru', language: 'ru', currency: 'RUB' });
    route(HINT, () => jsonReply(ANSWER));
    submitted = [];
    document.addEventListener('vt-search-submit', recordSubmit);
  });
  afterEach(() => {
    document.removeEventListener('vt-search-submit', recordSubmit);
    cleanup();
  });

  it('is a labelled combobox controlling a listbox, collapsed at first', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    const box = input(el);
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(box.getAttribute('aria-autocomplete')).to.equal('list');
    const listbox = shadow(el, '[role="listbox"]');
    expect(box.getAttribute('aria-controls')).to.equal(listbox.id);
    expect(shadow(el, `label[for="${box.id}"]`).textContent).to.equal('Поиск по товарам');
    expect(el.shadowRoot!.querySelector('[role="search"]') !== null).to.equal(true);
  });

  it('the placeholder attribute sets the text; removing it resets to the default', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop" placeholder="Найти у партнёра"></vt-search>', 'vt-search');
    expect(input(el).placeholder).to.equal('Найти у партнёра');
    el.removeAttribute('placeholder');
    await waitFor(() => input(el).placeholder === 'Я ищу…');
  });

  it('§9 asks the hint api v7 with query, locale and lang after the debounce, once for a burst of keystrokes', async () => {
    await vitrina.configure({ locale: 'kz' });
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    const box = input(el);
    box.focus();
    for (const text of ['п', 'пл', 'пла', 'плат']) typeInto(box, text);
    await waitFor(() => options(el).length > 1);
    expect(calls.length).to.equal(1);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).to.deep.equal({ query: 'плат', locale: 'kz', lang: 'ru' });
  });

  it('§5 orders history, common (at most 7), brand; tags are chips above the list; history duplicates removed', async () => {
    await setHistory(['платье 1', 'куртка']);
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, 'платье');
    await waitFor(() => options(el).length > 3);
    const kinds = options(el).map((o) => o.dataset.kind);
    expect(labels(el).slice(0, 2)).to.deep.equal(['платье 1', 'платье летнее']);
    expect(kinds.slice(0, 2)).to.deep.equal(['history', 'history']);
    // "платье 1" is history already: the 7 common ones are 2..8.
    expect(labels(el).slice(2, 9)).to.deep.equal(['платье 2', 'платье 3', 'платье 4', 'платье 5', 'платье 6', 'платье 7', 'платье 8']);
    expect(kinds.slice(2, 9).every((k) => k === 'suggest')).to.equal(true);
    expect(labels(el)[9]).to.equal('Платьелэнд');
    expect(kinds[9]).to.equal('brand');
    expect(options(el)).to.have.length(10);
    const tags = [...el.shadowRoot!.querySelectorAll('[part="tag"]')].map((t) => t.textContent);
    expect(tags).to.deep.equal(['красное', 'в горошек']);
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
  });

  it('matches are marked with <mark> as text; a brand has its logo in a 32x13 box', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, 'плат');
    await waitFor(() => options(el).length > 3);
    const brand = options(el).find((o) => o.dataset.kind === 'brand')!;
    expect(brand.querySelector('mark')!.textContent).to.equal('Плат');
    const logo = brand.querySelector('img')!;
    expect(logo.getAttribute('src')).to.match(/\/svc\/suggest\/brand-logo\/7\.webp$/);
    expect([logo.width, logo.height]).to.deep.equal([32, 13]);
    expect(logo.alt).to.equal('');
  });

  it('APG keys: Down/Up move the highlight with aria-activedescendant and wrap round', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, 'платье');
    await waitFor(() => options(el).length === 9);
    const box = input(el);
    const activeLabel = () => {
      const selected = options(el).find((o) => o.getAttribute('aria-selected') === 'true');
      return selected && selected.id === box.getAttribute('aria-activedescendant') ? selected.querySelector('.option-text')!.textContent : undefined;
    };
    press(box, 'ArrowUp');
    await waitFor(() => activeLabel() === 'Платьелэнд');
    press(box, 'ArrowDown');
    await waitFor(() => activeLabel() === 'платье летнее');
    press(box, 'ArrowDown');
    await waitFor(() => activeLabel() === 'платье 1');
    press(box, 'ArrowUp');
    press(box, 'ArrowUp');
    await waitFor(() => activeLabel() === 'Платьелэнд');
    expect(options(el).filter((o) => o.getAttribute('aria-selected') === 'true')).to.have.length(1);
    expect(el.shadowRoot!.activeElement === box, 'focus stays in the input').to.equal(true);
  });

  it('§4 Enter on a highlighted brand follows it (cancelable vt-search-submit, composed)', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    let composed = false;
    el.addEventListener('vt-search-submit', (event) => (composed = event.composed && event.bubbles && event.cancelable), { once: true });
    await typed(el, 'платье');
    await waitFor(() => options(el).length === 9);
    press(input(el), 'ArrowUp');
    press(input(el), 'Enter');
    await waitFor(() => submitted.length === 1);
    expect(submitted[0]).to.include({ kind: 'follow', url: `${location.origin}/brands/plate-land`, external: false });
    expect(composed).to.equal(true);
  });

  it('§4 Enter on another highlighted item, or with none, searches; the query goes to the history', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, 'платье');
    await waitFor(() => options(el).length === 9);
    press(input(el), 'ArrowDown');
    press(input(el), 'ArrowDown');
    press(input(el), 'Enter');
    await waitFor(() => submitted.length === 1);
    expect(submitted[0]).to.deep.equal({
      kind: 'search',
      query: 'платье 1',
      url: '/search?search=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5+1',
      external: false,
      sellerId: null,
    });
    expect(JSON.parse(localStorage.getItem('vitrina:search-history')!)).to.deep.equal(['платье 1']);
    typeInto(input(el), '  синие   джинсы ');
    press(input(el), 'Enter');
    await waitFor(() => submitted.length === 2);
    expect(submitted[1]!.query).to.equal('синие джинсы');
  });

  it('§5 Enter on empty text does nothing; blank-only text is not searched', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, '');
    press(input(el), 'Enter');
    typeInto(input(el), '    ');
    press(input(el), 'Enter');
    shadow(el, '[part="submit"]').click();
    await idle(); // the presses have been handled: nothing was submitted or asked
    expect(submitted).to.deep.equal([]);
    expect(calls).to.deep.equal([]);
  });

  it('results-url sends the search to a partner page; the property reflects to the attribute', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop" results-url="https://partner.example/find"></vt-search>', 'vt-search');
    await typed(el, 'кеды');
    press(input(el), 'Enter');
    await waitFor(() => submitted.length === 1);
    expect(submitted[0]!.url).to.equal('https://partner.example/find?search=%D0%BA%D0%B5%D0%B4%D1%8B');
    el.resultsUrl = '/poisk';
    expect(el.getAttribute('results-url')).to.equal('/poisk');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    press(input(el), 'Enter');
    await waitFor(() => submitted.length === 2);
    expect(submitted[1]!.url).to.equal('/poisk?search=%D0%BA%D0%B5%D0%B4%D1%8B');
  });

  it('§4 a tag click appends the tag to the text', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, 'платье');
    await waitFor(() => el.shadowRoot!.querySelector('[part="tag"]'));
    (el.shadowRoot!.querySelector('[part="tag"]') as HTMLElement).click();
    await waitFor(() => input(el).value === 'платье красное');
  });

  it('§5 tags fill at most max_tags_rows rows of 47 px, measured again when the width changes', async () => {
    const words = ['красное', 'в горошек', 'длинное', 'летнее', 'вечернее', 'офисное', 'хлопковое', 'шёлковое', 'миди', 'макси', 'с рукавом', 'без рукава'];
    route(HINT, () => jsonReply(hints([['платье 1', 1, 'suggest'], ...words.map((w) => [w, 6, 'tag'] as [string, number, string])], 1)));
    const el = await mount<SearchElement>('<vt-search layout="desktop" style="display:block;width:900px"></vt-search>', 'vt-search');
    const chips = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="tag"]')];
    const area = () => shadow(el, '[part="tags"]');
    await typed(el, 'платье');
    await waitFor(() => chips().length > 0 && chips().length < words.length);
    expect(area().style.maxHeight).to.equal('47px');
    const wide = chips().length;
    // Every chip left is on the one row.
    expect(new Set(chips().map((chip) => chip.offsetTop)).size).to.equal(1);
    el.style.width = '360px';
    await waitFor(() => chips().length < wide);
    expect(new Set(chips().map((chip) => chip.offsetTop)).size).to.equal(1);
    el.style.width = '900px';
    await waitFor(() => chips().length === wide);
  });

  it('§9 Escape closes the suggestions, a second Escape clears the text', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, 'платье');
    await waitFor(() => popupOpen(el) && options(el).length > 0);
    press(input(el), 'Escape');
    await waitFor(() => !popupOpen(el));
    expect(input(el).value).to.equal('платье');
    press(input(el), 'Escape');
    await waitFor(() => input(el).value === '');
  });

  it('§4 focus shows the history; an outside click hides the popup (after 150 ms)', async () => {
    await setHistory(['куртка', 'шарф']);
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    input(el).focus();
    await waitFor(() => popupOpen(el) && labels(el).join() === 'куртка,шарф');
    expect(shadow(el, '[role="listbox"]').getAttribute('aria-label')).to.equal('Вы недавно искали');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(popupOpen(el)).to.equal(true);
    await waitFor(() => !popupOpen(el));
  });

  it('bad input: suggestion payloads holding HTML render as text', async () => {
    route(HINT, () =>
      jsonReply(
        hints([
          ['<img src=x onerror="window.__pwned=1">платье', 1, 'suggest'],
          ['<b>жирный</b>', 2, 'brand', { url: 'javascript:alert(1)' }],
        ]),
      ),
    );
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, 'платье');
    await waitFor(() => options(el).length === 2);
    expect(labels(el)).to.deep.equal(['<img src=x onerror="window.__pwned=1">платье', '<b>жирный</b>']);
    expect(shadow(el, '[role="listbox"]').querySelectorAll('b, img:not(.brand-logo)')).to.have.length(0);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    // An unsafe brand address is not followed: Enter searches its text instead.
    press(input(el), 'ArrowUp');
    press(input(el), 'Enter');
    await waitFor(() => submitted.length === 1);
    expect(submitted[0]!.kind).to.equal('search');
  });

  it('bad input: a failing suggestions call shows the history only', async () => {
    await setHistory(['платье в пол', 'куртка']);
    route(HINT, () => jsonReply({ error: 'down' }, 503));
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, 'платье');
    await waitFor(() => calls.length === 1);
    await idle(); // the failed answer has been handled
    expect(labels(el)).to.deep.equal(['платье в пол']);
    expect(options(el)[0]!.dataset.kind).to.equal('history');
  });

  it('the typed text itself is offered when nothing matches (§5)', async () => {
    route(HINT, () => jsonReply(hints([])));
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    await typed(el, 'ъъъ');
    await waitFor(() => calls.length === 1 && options(el).length === 1);
    expect(labels(el)).to.deep.equal(['ъъъ']);
    expect(options(el)[0]!.dataset.kind).to.equal('self');
  });

  it('§4 search-in-seller: the seller json attribute offers a toggle; on, the search carries fsupplier', async () => {
    const el = await mount<SearchElement>(`<vt-search layout="desktop" seller='{"id":42,"trademark":"Лавка"}'></vt-search>`, 'vt-search');
    await waitFor(() => el.shadowRoot!.querySelector('[part="in-seller"]'));
    const toggle = shadow(el, '[part="in-seller"] input') as HTMLInputElement;
    expect(shadow(el, '[part="in-seller"]').textContent).to.equal('Искать у продавца Лавка');
    toggle.click();
    await typed(el, 'чай');
    press(input(el), 'Enter');
    await waitFor(() => submitted.length === 1);
    expect(submitted[0]).to.include({ url: '/search?search=%D1%87%D0%B0%D0%B9&fsupplier=42', sellerId: 42 });
    el.removeAttribute('seller');
    await waitFor(() => !el.shadowRoot!.querySelector('[part="in-seller"]'));
  });

  it('invalid JSON in seller logs a clear error and the element keeps working', async () => {
    const { errors } = await captureConsole(async () => {
      const el = await mount<SearchElement>(`<vt-search layout="desktop" seller="{oops"></vt-search>`, 'vt-search');
      expect(input(el).isConnected).to.equal(true);
    });
    expect(errors.join()).to.contain('"seller" is not valid JSON');
  });

  it('mobile: a trigger opens the full-screen popup; Escape closes it and focus returns', async () => {
    const el = await mount<SearchElement>('<vt-search layout="mobile"></vt-search>', 'vt-search');
    const trigger = shadow(el, '[part="trigger"]');
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
    trigger.click();
    const dialog = shadow(el, '[part="dialog"]') as HTMLDialogElement;
    await waitFor(() => dialog.open && el.shadowRoot!.activeElement === input(el));
    expect(el.shadowRoot!.querySelector('[part="in-seller"]') === null, 'no desktop toggle').to.equal(true);
    press(input(el), 'Escape');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => !dialog.open);
    expect(el.shadowRoot!.activeElement === trigger, 'focus back on the trigger').to.equal(true);
  });

  it('image search: the popup opens and closes with Escape; a non-picture gives a clear message', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    const button = shadow(el, '[part="image-button"]');
    button.click();
    const panel = shadow(el, '[part="image-panel"]');
    await waitFor(() => !panel.hidden && panel.querySelector('input[type="file"]') !== null);
    const file = panel.querySelector('input[type="file"]') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    file.files = transfer.files;
    file.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => panel.querySelector('[role="status"]')!.textContent === 'Подойдёт фото в формате JPEG, PNG или WebP');
    press(file, 'Escape');
    await waitFor(() => panel.hidden);
    expect(el.shadowRoot!.activeElement === button, 'focus back on the button').to.equal(true);
  });

  it('image search: an uploaded picture opens /searchbyimage/{imageId}', async () => {
    route('/svc/search/image', () => jsonReply({ imageId: 'f00d' }));
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    shadow(el, '[part="image-button"]').click();
    const canvas = document.createElement('canvas');
    canvas.width = 8;
    canvas.height = 8;
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    // The popup's content is its own chunk, loaded on first use.
    await waitFor(() => el.shadowRoot!.querySelector('input[type="file"]') !== null);
    const file = shadow(el, 'input[type="file"]') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'photo.png', { type: 'image/png' }));
    file.files = transfer.files;
    file.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => submitted.length === 1);
    expect(submitted[0]).to.include({ kind: 'image', url: '/searchbyimage/f00d' });
    expect(JSON.parse(calls.find((c) => c.url.pathname === '/svc/search/image')!.body!).image).to.match(/^data:image\/jpeg;base64,/);
  });

  it('has no axe violations, closed, open with suggestions, and in the mobile popup', async () => {
    const el = await mount<SearchElement>('<vt-search layout="desktop"></vt-search>', 'vt-search');
    expect(await axeViolations(el)).to.deep.equal([]);
    await typed(el, 'платье');
    await waitFor(() => options(el).length === 9);
    press(input(el), 'ArrowDown');
    expect(await axeViolations(el)).to.deep.equal([]);
    cleanup();
    const mobile = await mount<SearchElement>('<vt-search layout="mobile"></vt-search>', 'vt-search');
    expect(await axeViolations(mobile)).to.deep.equal([]);
  });
});
