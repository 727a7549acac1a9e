import { expect } from 'chai';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import type Swiper from 'swiper';
import { axeViolations, captureConsole, cleanup, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';
import { holdTimers } from './held-timers';
import { banner, touchSwipe } from './slider-fixtures';

type Carousel = HTMLElement & { location?: string; variant?: string; menuId?: number; noAutoplay?: boolean };

/** The demo's own creative pages (demo/assets/creatives), served by the test server from the repo. */
const CREATIVES = `${location.origin}/demo/assets/creatives`;

function creative(id: number, page: 'html5.html' | 'video.html', query: string, isVideo: boolean) {
  return banner(id, {
    isHtml5: !isVideo,
    isVideo,
    iframeId: `f${id}`,
    htmlSrc: `${CREATIVES}/${page}?banner=${id}&iframeId=f${id}&${query}`,
    htmlData: { xml: '', data: { title: `Креатив ${id}`, href: 'https://example.com/', bannerId: id } },
  });
}

/** Banners the fake service answers, by menu id (each test uses its own menu id, so its own area). */
const answers = new Map<number, unknown>();
const requests: string[] = [];
const realFetch = window.fetch.bind(window);

before(async () => {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === '/banner-test/services.json') return Response.json({ banners: '/svc/banners', static: '/static', site: '/', images: '/cdn' });
    if (url.pathname === '/svc/banners') {
      requests.push(url.search);
      const answer = answers.get(Number(url.searchParams.get('menuid')));
      return answer === undefined ? new Response('{"error":"down"}', { status: 503 }) : Response.json(answer);
    }
    if (url.pathname.startsWith('/static/banners-')) {
      requests.push(url.pathname);
      return Response.json([banner(9001, { alt: 'Из статического файла' })]);
    }
    if (url.pathname.startsWith('/svc/') || url.pathname.startsWith('/static/') || url.pathname.startsWith('/webapi/')) {
      return new Response('null', { status: 204 });
    }
    return realFetch(input, init);
  };
  await vitrina.configure({ services: '/banner-test/services.json', locale: 'ru', language: 'ru' });
});

let nextMenu = 500;
async function carousel(list: unknown, attributes = ''): Promise<Carousel> {
  nextMenu += 1;
  answers.set(nextMenu, list);
  const element = await mount<Carousel>(`<vt-banner-carousel menu-id="${nextMenu}" ${attributes}></vt-banner-carousel>`, 'vt-banner-carousel');
  await waitFor(() => element.dataset.state === 'ready' || element.dataset.state === 'empty');
  return element;
}

const slides = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLElement>('.slide:not(.slide--placeholder)')];
const activeSlide = (element: Element) => slides(element).find((slide) => !slide.inert);
const frameOf = (element: Element, id: number) => element.shadowRoot!.querySelector<HTMLIFrameElement>(`[data-banner-id="${id}"] iframe`);
/** The slides' box (the slider's viewport). */
const viewport = (element: Element) => shadow(element, '.slides');
/** How far the row has moved to the left: 0 at the first slide, the viewport's width at the second of a one-slide carousel. */
const scrolled = (element: Element) => viewport(element).getBoundingClientRect().left - slides(element)[0]!.getBoundingClientRect().left;
/** swiper has started on the carousel (it is fetched once the first slide has painted). */
const sliderRunning = (element: Element) => waitFor(() => element.shadowRoot!.querySelector('.slides.swiper-initialized'), 5000);
/** The carousel's swiper (swiper keeps itself on its container element). */
const swiperOf = (element: Element) => (viewport(element) as HTMLElement & { swiper: Swiper }).swiper;
/** The banner `id` is the active slide and has come to rest in the viewport. */
async function settled(element: Element, id: string): Promise<void> {
  await waitFor(() => activeSlide(element)?.dataset.bannerId === id);
  await waitFor(() => !moving(element) && Math.abs(activeSlide(element)!.getBoundingClientRect().left - viewport(element).getBoundingClientRect().left) < 1);
}
/** As settled, and the §9 slide throttle has let go: the shopper's next move is taken. */
async function atRest(element: Element, id: string): Promise<void> {
  await settled(element, id);
  await waitFor(() => swiperOf(element).allowSlideNext && swiperOf(element).allowSlidePrev);
}
/** The row is on its way (the track's transition runs). */
const moving = (element: Element) => shadow(element, '.slides__track').getAnimations().length > 0;

describe('<vt-banner-carousel> (storefront-shell.md §2, §4, §5, §7, §8, §9)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('§7 asks the banners service with urltype, apptype, displaytype, country and culture', async () => {
    await carousel([banner(1), banner(2)]);
    const query = new URLSearchParams(requests.filter((r) => r.startsWith('?')).at(-1));
    expect(query.get('urltype')).to.equal('1');
    expect(query.get('apptype')).to.match(/^[12]$/);
    expect(query.get('displaytype')).to.equal('3');
    expect(query.get('country')).to.equal('1');
    expect(query.get('culture')).to.equal('ru');
  });

  it('§3 image slides: alt, real size, the first with fetchpriority high, target _blank by default with rel', async () => {
    const element = await carousel([banner(1), banner(2, { noFollow: true, target: '_self' })]);
    const [first, second] = slides(element);
    const image = first!.querySelector('img')!;
    expect(image.alt).to.equal('Баннер 1');
    expect(image.getAttribute('fetchpriority')).to.equal('high');
    expect(image.getAttribute('width')).to.equal('1440');
    expect(image.getAttribute('height')).to.equal('450');
    expect(image.getAttribute('sizes')).to.equal('100vw');
    expect(second!.querySelector('img')!.getAttribute('fetchpriority')).to.not.equal('high');
    const link = first!.querySelector('a')!;
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener');
    expect(second!.querySelector('a')!.rel).to.equal('nofollow');
    expect(first!.getAttribute('aria-label')).to.equal('1 из 2');
  });

  it('§5 bad input: a javascript: href is not rendered as a link; §8 a missing image shows the missing-photo text', async () => {
    const element = await carousel([banner(1, { href: 'javascript:alert(1)' }), banner(2, { src: '' })]);
    const [first, second] = slides(element);
    expect(first!.querySelector('a')).to.equal(null);
    expect(first!.querySelector('img')).to.not.equal(null);
    expect(second!.querySelector('.missing')!.textContent).to.equal('Нет фото');
  });

  it('§8 a failing banners service falls back to the static file', async () => {
    nextMenu += 1;
    const element = await mount<Carousel>(`<vt-banner-carousel menu-id="${nextMenu}"></vt-banner-carousel>`, 'vt-banner-carousel');
    await waitFor(() => element.dataset.state === 'ready');
    expect(requests.at(-1)).to.equal(`/static/banners-1-ru-${nextMenu}-v1.json`);
    expect(slides(element)[0]!.querySelector('img')!.alt).to.equal('Из статического файла');
  });

  it('§5 home main is padded with placeholders to three items; one banner has no controls', async () => {
    const element = await carousel([banner(1)]);
    expect(element.shadowRoot!.querySelectorAll('.slide--placeholder').length).to.equal(2);
    expect(element.shadowRoot!.querySelectorAll('button').length).to.equal(0);
  });

  it('on a phone-wide banner the controls shrink to 32 px and still keep 44 px targets that do not overlap', async () => {
    const element = await carousel([banner(1), banner(2), banner(3)]);
    element.style.width = '342px'; // a 390 px phone minus the page's margins: the banner is about 107 px high
    const buttons = () => [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="controls"] button')];
    await waitFor(() => buttons()[0]!.getBoundingClientRect().width === 32);
    const boxes = buttons().map((button) => button.getBoundingClientRect());
    expect(boxes.map((box) => box.height)).to.deep.equal([32, 32, 32]);
    // Neighbouring centres 44 px apart: a 44 px target around each, side by side.
    expect(boxes[1]!.left - boxes[0]!.left).to.equal(44);
    expect(boxes[2]!.left - boxes[1]!.left).to.equal(44);
    const [first, second] = buttons();
    const { right, top, height } = boxes[0]!;
    expect(element.shadowRoot!.elementFromPoint(right + 5, top + height / 2)).to.equal(first);
    expect(element.shadowRoot!.elementFromPoint(right + 7, top + height / 2)).to.equal(second);
    element.style.width = '1152px';
    await waitFor(() => buttons()[0]!.getBoundingClientRect().width === 44);
  });

  it('moving past the last banner of a one-slide carousel wraps to the first, never onto a placeholder', async () => {
    const element = await carousel([banner(1), banner(2)], 'no-autoplay');
    expect(element.shadowRoot!.querySelectorAll('.slide--placeholder').length).to.equal(1);
    const next = shadow(element, '[part="next"]');
    next.click();
    await atRest(element, '2');
    next.click();
    await atRest(element, '1');
    shadow(element, '[part="previous"]').click();
    await atRest(element, '2');
  });

  it('APG: the rotation control comes first; aria-live is off while rotating and polite once stopped; hover and focus stop rotation', async () => {
    const element = await carousel([banner(1), banner(2), banner(3)]);
    const buttons = [...element.shadowRoot!.querySelectorAll('button')];
    expect(buttons[0]!.getAttribute('part')).to.equal('rotation');
    expect(buttons[0]!.getAttribute('aria-label')).to.equal('Остановить автопрокрутку баннеров');
    const live = shadow(element, '.slides');
    expect(live.getAttribute('aria-live')).to.equal('off');
    buttons[0]!.focus();
    await waitFor(() => live.getAttribute('aria-live') === 'polite');
    buttons[0]!.blur();
    await waitFor(() => live.getAttribute('aria-live') === 'off');
    buttons[0]!.click();
    await waitFor(() => buttons[0]!.getAttribute('aria-label') === 'Включить автопрокрутку баннеров');
    buttons[0]!.blur();
    expect(live.getAttribute('aria-live')).to.equal('polite');
    shadow(element, '[part="next"]').click();
    await atRest(element, '2');
    shadow(element, '[part="previous"]').click();
    await atRest(element, '1');
  });

  it('§4 an HTML5 creative in a sandbox without allow-same-origin reaches content-ready and is shown', async () => {
    const element = await carousel([creative(11, 'html5.html', '', false), banner(12)]);
    const frame = await waitFor(() => frameOf(element, 11));
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).to.include('allow-scripts');
    expect(sandbox).to.not.include('allow-same-origin');
    await waitFor(() => frame.dataset.state === 'CONTENT_READY');
    expect(getComputedStyle(frame).visibility).to.equal('visible');
  });

  it('§4 a video plays when ready, visible and active; when it completes the slide advances', async () => {
    const element = await carousel([creative(21, 'video.html', 'duration=1', true), banner(22), banner(23)], 'no-autoplay');
    const frame = await waitFor(() => frameOf(element, 21));
    await waitFor(() => frame.dataset.state === 'VIDEO_STARTED');
    await waitFor(() => activeSlide(element)?.dataset.bannerId === '22');
    // Left behind, the completed video is rewound to content-ready for its next turn.
    await waitFor(() => frame.dataset.state === 'CONTENT_READY');
  });

  it('§4 §9 a video that does not start within 2 s is an error: the static image shows and the carousel advances', async () => {
    // The 2000 ms waits are held: the creative stalls, and nothing fails until the wait is over.
    const startWait = holdTimers(2000);
    try {
      const element = await carousel([creative(31, 'video.html', 'mode=stall', true), banner(32)], 'no-autoplay');
      const frame = await waitFor(() => frameOf(element, 31));
      const errors: string[] = [];
      element.addEventListener('vt-banner-error', (event) => errors.push((event as CustomEvent<{ reason: string }>).detail.reason));
      const error = nextEvent<{ bannerId: string; reason: string }>(element, 'vt-banner-error');
      await waitFor(() => frame.dataset.state === 'VIDEO_INIT_START');
      expect(startWait.pending).to.be.greaterThan(0);
      expect(errors).to.deep.equal([]);
      expect(frame.dataset.state).to.equal('VIDEO_INIT_START');
      startWait.run();
      expect((await error).detail).to.deep.include({ bannerId: '31', reason: 'startTimeout' });
      await waitFor(() => frame.hidden);
      expect(slides(element)[0]!.querySelector('img')!.getBoundingClientRect().width).to.be.greaterThan(0);
      await waitFor(() => activeSlide(element)?.dataset.bannerId === '32');
    } finally {
      startWait.restore();
    }
  });

  it('bad input: messages from another window, and malformed ones, are ignored', async () => {
    const element = await carousel([creative(41, 'html5.html', '', false)], 'no-autoplay');
    const frame = await waitFor(() => frameOf(element, 41));
    await waitFor(() => frame.dataset.state === 'CONTENT_READY');
    window.postMessage({ type: 'error' }, '*');
    const foreign = document.createElement('iframe');
    foreign.setAttribute('sandbox', 'allow-scripts');
    foreign.srcdoc = '<script>parent.postMessage({type:"error"},"*");parent.postMessage("{bad json","*")</script>';
    document.querySelector('.fixture')!.append(foreign);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(frame.dataset.state).to.equal('CONTENT_READY');
    expect(frame.hidden).to.equal(false);
  });

  it('an unknown location shows nothing and says so once in the console', async () => {
    const { warnings } = await captureConsole(async () => {
      const fixture = document.createElement('div');
      fixture.className = 'fixture';
      fixture.innerHTML = '<vt-banner-carousel location="nowhere"></vt-banner-carousel>';
      document.body.append(fixture);
      await vitrina.whenDefined('vt-banner-carousel');
      const element = fixture.firstElementChild as HTMLElement;
      await waitFor(() => element.dataset.state === 'empty');
      expect(getComputedStyle(element).display).to.equal('none');
    });
    expect(warnings.join('\n')).to.contain('unknown location "nowhere"');
  });

  it('removing the variant attribute resets it to main', async () => {
    const element = await carousel([banner(1), banner(2)], 'variant="mini"');
    expect(slides(element)[0]!.querySelector('img')!.getAttribute('sizes')).to.equal('(min-width: 1024px) 50vw, 100vw');
    element.removeAttribute('variant');
    await waitFor(() => slides(element)[0]!.querySelector('img')!.getAttribute('sizes') === '100vw');
    expect(element.variant).to.equal(undefined);
  });

  it('axe: 0 violations with image and creative slides', async () => {
    const element = await carousel([banner(1), creative(51, 'html5.html', '', false), banner(3, { href: 'javascript:void 0' })]);
    await waitFor(() => frameOf(element, 51)?.dataset.state === 'CONTENT_READY');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});

/** A banner picture on the kit's images service (its §9 sizes exist beside it; the test server answers 404, which is fine here). */
const onCdn = (id: number, extra: Record<string, unknown> = {}) => banner(id, { src: `${location.origin}/cdn/banners/${id}.webp`, ...extra });

describe('<vt-banner-carousel> pictures and the ear variant (storefront-shell.md §9 "Banners and media")', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('§9 image sizes: a picture of our images service gets the c246x328 and c516x688 sizes and the original in srcset, the slide width in sizes', async () => {
    const element = await carousel([onCdn(1), banner(2)]);
    const [first, second] = slides(element);
    const image = first!.querySelector('img')!;
    expect(image.getAttribute('srcset')).to.equal(
      `${location.origin}/cdn/banners/c246x328/1.webp 246w, ${location.origin}/cdn/banners/c516x688/1.webp 516w, ${location.origin}/cdn/banners/1.webp 1440w`,
    );
    expect(image.getAttribute('sizes')).to.equal('100vw');
    expect(image.getAttribute('src')).to.equal(`${location.origin}/cdn/banners/1.webp`);
    // A picture from elsewhere has no sizes to offer.
    expect(second!.querySelector('img')!.hasAttribute('srcset')).to.equal(false);
  });

  it("LCP: the page's own light-DOM picture of the first banner is shown in the first slide, not drawn again", async () => {
    nextMenu += 1;
    answers.set(nextMenu, [onCdn(1), onCdn(2)]);
    const element = await mount<Carousel>(
      `<vt-banner-carousel menu-id="${nextMenu}" no-autoplay><img src="${location.origin}/cdn/banners/1.webp" alt="Баннер 1" width="1440" height="450"></vt-banner-carousel>`,
      'vt-banner-carousel',
    );
    await waitFor(() => element.dataset.state === 'ready');
    const pageImage = element.querySelector('img')!;
    const [first, second] = slides(element);
    expect(first!.querySelector('img')).to.equal(null);
    const slot = first!.querySelector('slot')!;
    expect(slot.assignedElements()).to.deep.equal([pageImage]);
    expect(pageImage.getBoundingClientRect().width).to.be.closeTo(element.getBoundingClientRect().width, 1);
    expect(second!.querySelector('img')).to.not.equal(null);
  });

  it('a light-DOM picture that is not the first banner (stale HTML) is left out once the banners are there', async () => {
    nextMenu += 1;
    answers.set(nextMenu, [onCdn(1), onCdn(2)]);
    const element = await mount<Carousel>(
      `<vt-banner-carousel menu-id="${nextMenu}" no-autoplay><img src="${location.origin}/cdn/banners/999.webp" alt="Старый баннер"></vt-banner-carousel>`,
      'vt-banner-carousel',
    );
    await waitFor(() => element.dataset.state === 'ready');
    expect(slides(element)[0]!.querySelector('img')!.getAttribute('src')).to.equal(`${location.origin}/cdn/banners/1.webp`);
    expect(element.shadowRoot!.querySelector('slot')).to.equal(null);
    expect(element.querySelector('img')!.getBoundingClientRect().width).to.equal(0);
  });

  const SEVEN = [1, 2, 3, 4, 5, 6, 7].map((id) => onCdn(id));
  const hasPicture = (slide: HTMLElement) => slide.querySelector('img') !== null;
  const centreOf = (rect: DOMRect) => rect.left + rect.width / 2;

  it('§9 "ear carousels load 2 neighbours": the active banner sits in the middle, only it and 2 neighbours have pictures', async () => {
    const element = await carousel(SEVEN, 'variant="ear" no-autoplay');
    const all = slides(element);
    expect(all.map(hasPicture)).to.deep.equal([true, true, true, false, false, false, false]);
    expect(all[0]!.getAttribute('aria-hidden')).to.equal(null);
    expect(all[1]!.getAttribute('aria-hidden')).to.equal('true');
    expect(all[1]!.getAttribute('part')).to.equal('slide ear');
    await waitFor(() => Math.abs(centreOf(all[0]!.getBoundingClientRect()) - centreOf(element.getBoundingClientRect())) < 2);
    // The neighbour peeks in at the right edge.
    expect(all[1]!.getBoundingClientRect().left).to.be.lessThan(element.getBoundingClientRect().right);
    expect(all[0]!.querySelector('img')!.getAttribute('sizes')).to.equal('80vw');
  });

  it('ear carousel: a click on an ear brings it to the middle; its neighbours load; an ear link is not reachable by Tab', async () => {
    const element = await carousel(SEVEN, 'variant="ear" no-autoplay');
    const all = slides(element);
    expect(all[1]!.querySelector<HTMLElement>('.slide__body')!.inert).to.equal(true);
    all[1]!.click();
    await waitFor(() => all[1]!.getAttribute('aria-hidden') === null);
    expect(all.map(hasPicture)).to.deep.equal([true, true, true, true, false, false, false]);
    expect(all[0]!.getAttribute('aria-hidden')).to.equal('true');
    await waitFor(() => Math.abs(centreOf(all[1]!.getBoundingClientRect()) - centreOf(element.getBoundingClientRect())) < 2);
    shadow(element, '[part="next"]').click();
    await waitFor(() => all[2]!.getAttribute('aria-hidden') === null);
    expect(all.map(hasPicture)).to.deep.equal([true, true, true, true, true, false, false]);
  });

  it('ear carousel: before upgrade and after, the box is 4 / 1 (CLS 0); axe: 0 violations', async () => {
    const element = await carousel(SEVEN, 'variant="ear" no-autoplay');
    const box = element.getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(4, 0.05);
    // The box reserved before the element upgrades (the loader's reserve sheet) is the same 4 / 1.
    const reserve = document.adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules])
      .find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.includes('[variant="ear"]:not(:defined)'));
    expect(reserve?.style.aspectRatio).to.equal('var(--vt-banner-aspect, 4 / 1)');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});

describe('<vt-banner-carousel> moves on swiper (storefront-shell.md §9 "transition 500 ms", "Slide swiper throttle 300 ms")', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  it('a next press moves to slide 2 over 500 ms and sets the index at once', async () => {
    const element = await carousel([banner(1), banner(2), banner(3)], 'no-autoplay');
    await sliderRunning(element);
    const width = viewport(element).clientWidth;
    expect(scrolled(element)).to.equal(0);
    shadow(element, '[part="next"]').click();
    // In the same task: the index is set as the move starts, the track is sent on a 500 ms
    // transition to the second slide, and has not moved yet.
    expect(swiperOf(element).activeIndex).to.equal(1);
    expect(shadow(element, '.slides__track').style.transitionDuration).to.equal('500ms');
    expect(scrolled(element)).to.be.closeTo(0, 1);
    await waitFor(() => activeSlide(element)?.dataset.bannerId === '2');
    expect(activeSlide(element)!.getAttribute('aria-label')).to.equal('2 из 3');
    expect(slides(element)[0]!.inert).to.equal(true);
    await settled(element, '2');
    expect(scrolled(element)).to.be.closeTo(width, 1);
    expect(slides(element)[1]!.getBoundingClientRect().left).to.be.closeTo(viewport(element).getBoundingClientRect().left, 1);
  });

  it('next on the last slide rewinds to the first; previous on the first goes to the last', async () => {
    const element = await carousel([banner(1), banner(2), banner(3)], 'no-autoplay');
    const width = viewport(element).clientWidth;
    const next = shadow(element, '[part="next"]');
    next.click();
    await atRest(element, '2');
    next.click();
    await atRest(element, '3');
    expect(scrolled(element)).to.be.closeTo(2 * width, 1);
    next.click();
    await atRest(element, '1');
    expect(scrolled(element)).to.be.closeTo(0, 1);
    shadow(element, '[part="previous"]').click();
    await atRest(element, '3');
    expect(scrolled(element)).to.be.closeTo(2 * width, 1);
  });

  it('§9 "Slide swiper throttle 300 ms": presses until the 300 ms after a move are dropped; a press after it moves', async () => {
    // The 300 ms timers are held: the throttle's window stays open until the test ends it.
    const throttle = holdTimers(300);
    try {
      const element = await carousel([banner(1), banner(2), banner(3), banner(4)], 'no-autoplay');
      await sliderRunning(element);
      const next = shadow(element, '[part="next"]');
      next.click();
      expect(throttle.pending).to.equal(1);
      next.click(); // in the same task
      expect(swiperOf(element).activeIndex).to.equal(1);
      // The move is over, the 300 ms are not: a press is still dropped.
      await settled(element, '2');
      next.click();
      expect(swiperOf(element).activeIndex).to.equal(1);
      throttle.run();
      throttle.restore();
      next.click();
      await atRest(element, '3');
    } finally {
      throttle.restore();
    }
  });

  it('a touch swipe to the left shows the next banner; its group, inertness and the controls follow', async () => {
    const element = await carousel([banner(1), banner(2), banner(3), banner(4)], 'no-autoplay');
    await sliderRunning(element);
    await touchSwipe(element, viewport(element), 0.9, 0.1);
    await atRest(element, '2');
    await touchSwipe(element, viewport(element), 0.9, 0.1);
    await atRest(element, '3');
    const all = slides(element);
    expect(all.filter((slide) => !slide.inert).map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['3 из 4']);
    // The controls go on from the slide the shopper swiped to.
    shadow(element, '[part="next"]').click();
    await atRest(element, '4');
    shadow(element, '[part="previous"]').click();
    await atRest(element, '3');
    // A swipe to the right goes back.
    await touchSwipe(element, viewport(element), 0.1, 0.9);
    await atRest(element, '2');
  });

  it('keyboard: with focus in the carousel the arrow keys move it; with focus elsewhere on the page they do not', async () => {
    const element = await carousel([banner(1), banner(2), banner(3)], 'no-autoplay');
    await sliderRunning(element);
    shadow(element, '[part="next"]').focus();
    await sendKeys({ press: 'ArrowRight' });
    await atRest(element, '2');
    await sendKeys({ press: 'ArrowLeft' });
    await atRest(element, '1');
    const outside = document.createElement('button');
    outside.textContent = 'Снаружи';
    document.querySelector('.fixture')!.append(outside);
    outside.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(swiperOf(element).activeIndex).to.equal(0);
    // Had the key moved the carousel, the next press would take it on to banner 3.
    await atRest(element, '1');
    shadow(element, '[part="next"]').click();
    await atRest(element, '2');
  });

  it('a multi-slide row (strip): 12 px gaps, next moves one slide at a time and rewinds to the first once the row has reached its end', async () => {
    const element = await carousel(
      [1, 2, 3, 4, 5, 6].map((id) => banner(id)),
      'variant="strip" no-autoplay style="width:800px"',
    );
    await sliderRunning(element);
    const all = slides(element);
    expect(all[1]!.getBoundingClientRect().left - all[0]!.getBoundingClientRect().right).to.be.closeTo(12, 0.5);
    const end = all.at(-1)!.getBoundingClientRect().right - all[0]!.getBoundingClientRect().left - viewport(element).clientWidth;
    const next = shadow(element, '[part="next"]');
    next.click();
    await waitFor(() => !moving(element) && Math.abs(scrolled(element) - 412) < 1);
    for (let press = 0; press < 6 && scrolled(element) < end - 1; press += 1) {
      const from = scrolled(element);
      next.click();
      await waitFor(() => !moving(element) && scrolled(element) > from + 1 && (scrolled(element) >= end - 1 || Math.abs(scrolled(element) - from - 412) < 1));
    }
    expect(scrolled(element)).to.be.closeTo(end, 1);
    next.click();
    await waitFor(() => !moving(element) && scrolled(element) < 1);
    shadow(element, '[part="previous"]').click();
    await waitFor(() => !moving(element) && scrolled(element) >= end - 1);
  });

  it('prefers-reduced-motion: a move is a jump, and rotation starts stopped', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const element = await carousel([banner(1), banner(2), banner(3)]);
      expect(shadow(element, '[part="rotation"]').getAttribute('aria-label')).to.equal('Включить автопрокрутку баннеров');
      await sliderRunning(element);
      const width = viewport(element).clientWidth;
      shadow(element, '[part="next"]').click();
      expect(scrolled(element)).to.be.closeTo(width, 1);
      await frame();
      expect(scrolled(element)).to.be.closeTo(width, 1);
      await waitFor(() => activeSlide(element)?.dataset.bannerId === '2');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('a mouse drag moves to the neighbour it pulls in, without following the link', async () => {
    const element = await carousel([banner(1), banner(2), banner(3)], 'no-autoplay');
    await sliderRunning(element);
    const clicks: unknown[] = [];
    element.addEventListener('vt-banner-click', (event) => clicks.push(event));
    await mouseDrag(element, 0.9, 0.1);
    await atRest(element, '2');
    expect(scrolled(element)).to.be.closeTo(viewport(element).clientWidth, 1);
    expect(clicks).to.deep.equal([]);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it("Trusted Types: moving by buttons, keys, swipes and drags makes no policy (swiper's innerHTML helper stays out)", async () => {
    const factory = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
    const made: string[] = [];
    const real = factory.createPolicy.bind(factory);
    factory.createPolicy = (name, rules) => {
      made.push(name);
      return real(name, rules);
    };
    try {
      const element = await carousel([banner(1), banner(2), banner(3)]);
      await sliderRunning(element);
      shadow(element, '[part="next"]').click();
      await atRest(element, '2');
      shadow(element, '[part="next"]').focus();
      await sendKeys({ press: 'ArrowRight' });
      await atRest(element, '3');
      await touchSwipe(element, viewport(element), 0.1, 0.9);
      await atRest(element, '2');
      shadow(element, '[part="rotation"]').click();
      shadow(element, '[part="previous"]').click();
      await atRest(element, '1');
      expect(made).to.deep.equal([]);
    } finally {
      factory.createPolicy = real;
    }
  });
});

describe('<vt-banner-carousel> autoplay on swiper (storefront-shell.md §9 "main autoplay 10000 ms ... mini 5000 ms; new carousel 4000 ms")', () => {
  beforeEach(async () => {
    localStorage.clear();
    await sendMouse({ type: 'move', position: [innerWidth - 10, innerHeight - 10] });
  });
  afterEach(cleanup);

  const three = () => [banner(1), banner(2), banner(3)];

  for (const [variant, attributes, hold] of [
    ['main', '', 10_000],
    ['mini', 'variant="mini"', 5000],
    ['new', 'variant="new"', 4000],
  ] as const) {
    it(`§9 ${variant}: each slide is held ${hold} ms, then the next; after the last, the first`, async () => {
      // The hold's timers are held: each runs when the test says, so the figure is checked, not the clock.
      const holds = holdTimers(hold);
      try {
        const element = await carousel(three(), attributes);
        await sliderRunning(element);
        await waitFor(() => swiperOf(element).autoplay.running);
        expect(holds.pending).to.equal(1);
        expect(activeSlide(element)!.dataset.bannerId).to.equal('1');
        for (const id of ['2', '3', '1']) {
          holds.run();
          await atRest(element, id);
          // A full hold again from the move.
          expect(holds.pending).to.equal(1);
        }
      } finally {
        holds.restore();
      }
    });
  }

  it('APG: the pointer over the carousel or focus in it holds it; once they leave, a full hold, then the next slide', async () => {
    const holds = holdTimers(4000);
    try {
      const element = await carousel(three(), 'variant="new"');
      await sliderRunning(element);
      await waitFor(() => swiperOf(element).autoplay.running);
      expect(holds.pending).to.equal(1);
      const rotation = shadow(element, '[part="rotation"]');

      const box = element.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      await waitFor(() => rotation.dataset.rotating === 'false' && !swiperOf(element).autoplay.running);
      expect(holds.pending).to.equal(0);
      await sendMouse({ type: 'move', position: [innerWidth - 10, innerHeight - 10] });
      await waitFor(() => rotation.dataset.rotating === 'true' && swiperOf(element).autoplay.running);
      expect(holds.pending).to.equal(1);
      expect(activeSlide(element)!.dataset.bannerId).to.equal('1');
      holds.run();
      await atRest(element, '2');

      const next = shadow(element, '[part="next"]');
      next.focus();
      await waitFor(() => rotation.dataset.rotating === 'false' && !swiperOf(element).autoplay.running);
      expect(holds.pending).to.equal(0);
      next.blur();
      await waitFor(() => rotation.dataset.rotating === 'true' && swiperOf(element).autoplay.running);
      expect(holds.pending).to.equal(1);
      holds.run();
      await atRest(element, '3');
    } finally {
      holds.restore();
    }
  });
});

/**
 * A mouse drag over the carousel from `from` to `to` (shares of the slides' width), as a shopper's
 * hand makes it: a press, a move of a few pixels that starts the drag, then moves a tenth of the
 * width apart, and the release once the row has followed the pointer past half a slide.
 * swiper drops the travel up to the move that starts a drag (its 5 px threshold), and takes a drag
 * held longer than 300 ms (its longSwipesMs: any drag on a loaded machine) only past half a slide;
 * a drag made of two long jumps would count only its second and depend on how fast it ran.
 */
async function mouseDrag(element: Element, from: number, to: number): Promise<void> {
  const box = viewport(element).getBoundingClientRect();
  const y = Math.round(box.top + box.height / 2);
  const at = (share: number) => Math.round(box.left + box.width * share);
  const start = scrolled(element);
  const direction = Math.sign(to - from);
  await sendMouse({ type: 'move', position: [at(from), y] });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: [at(from) + direction * 8, y] });
  for (let step = 1; step <= 10; step += 1) {
    await sendMouse({ type: 'move', position: [at(from + ((to - from) * step) / 10), y] });
  }
  // The row follows the pointer (the drag has started and swiper took its moves): the release decides on that.
  await waitFor(() => Math.abs(scrolled(element) - start) > box.width / 2);
  await sendMouse({ type: 'up' });
}
