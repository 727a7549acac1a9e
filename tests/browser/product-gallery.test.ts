import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import type Swiper from 'swiper';
import { axeViolations, cleanup, shadow, vitrina, waitFor } from './helpers';
import { detailCard, installProductFetch } from './product-fakes';
import { touchSwipe } from './slider-fixtures';

installProductFetch();
await vitrina.configure({ services: '/product-test-services.json' });

/**
 * The product card's gallery on swiper (widgets/shared/slider; storefront-shell.md §9 "transition
 * 500 ms", "Slide swiper throttle 300 ms"): one picture at a time, the thumbnails pick one, keys,
 * swipes and drags move between them. The test CDN answers 404, so each picture shows the
 * no-photo placeholder: the slides and their moves are the same.
 */

type CardElement = HTMLElement & { product?: unknown };

async function card(pics: number): Promise<CardElement> {
  const fixture = document.createElement('div');
  fixture.className = 'fixture';
  const element = document.createElement('vt-product-card') as CardElement;
  element.product = detailCard(2100 + pics, { pics });
  fixture.append(element);
  document.body.append(fixture);
  await vitrina.whenDefined('vt-product-card');
  await waitFor(() => element.shadowRoot?.querySelector('[part="gallery"]'), 5000);
  return element;
}

const photos = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLElement>('.photo-slide')];
const thumbs = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('.thumb')];
const viewport = (element: Element) => shadow(element, '.photos');
const shown = (element: Element) => thumbs(element).findIndex((thumb) => thumb.getAttribute('aria-current') === 'true');
const moving = (element: Element) => shadow(element, '.photos__track').getAnimations().length > 0;
const sliderRunning = (element: Element) => waitFor(() => element.shadowRoot!.querySelector('.photos.swiper-initialized'), 5000);

/** The gallery's swiper (swiper keeps itself on its container element). */
const swiperOf = (element: Element) => (viewport(element) as HTMLElement & { swiper: Swiper }).swiper;

/** Photo `index` (0-based) is the one shown, at rest in the frame, and the §9 slide throttle has let go (the next move is taken). */
async function atRest(element: Element, index: number): Promise<void> {
  await waitFor(() => shown(element) === index);
  await waitFor(() => !moving(element) && Math.abs(photos(element)[index]!.getBoundingClientRect().left - viewport(element).getBoundingClientRect().left) < 1);
  await waitFor(() => swiperOf(element).allowSlideNext && swiperOf(element).allowSlidePrev);
  expect(photos(element).map((slide) => slide.inert)).to.deep.equal(photos(element).map((_, i) => i !== index));
}

describe('<vt-product-card> gallery on swiper', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('the first picture is in its frame before and after the slider starts; a thumbnail slides its picture in (aria-current follows); only the shown one is reachable', async () => {
    const element = await card(4);
    await waitFor(() => photos(element).length === 4);
    expect(photos(element)[0]!.getBoundingClientRect().left).to.be.closeTo(viewport(element).getBoundingClientRect().left, 1);
    expect(shown(element)).to.equal(0);
    await sliderRunning(element);
    expect(photos(element)[0]!.getBoundingClientRect().left).to.be.closeTo(viewport(element).getBoundingClientRect().left, 1);
    thumbs(element)[2]!.click();
    await atRest(element, 2);
    thumbs(element)[0]!.click();
    await atRest(element, 0);
  });

  it("keyboard: with focus in the gallery the arrow keys move between pictures; the size picker's arrows still choose sizes", async () => {
    const element = await card(3);
    await sliderRunning(element);
    thumbs(element)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await atRest(element, 1);
    await sendKeys({ press: 'ArrowLeft' });
    await atRest(element, 0);
    await sendKeys({ press: 'ArrowRight' });
    await atRest(element, 1);
    // The size radio group: its arrows choose a size, and the gallery stays where it is.
    const radios = [...element.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const checked = radios.findIndex((radio) => radio.checked);
    radios[checked]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => radios.findIndex((radio) => radio.checked) !== checked);
    expect(shown(element)).to.equal(1);
  });

  it('a touch swipe to the left shows the next picture, to the right the previous; the last stays the last', async () => {
    const element = await card(3);
    await sliderRunning(element);
    await touchSwipe(element, viewport(element), 0.9, 0.1);
    await atRest(element, 1);
    await touchSwipe(element, viewport(element), 0.9, 0.1);
    await atRest(element, 2);
    await touchSwipe(element, viewport(element), 0.1, 0.9);
    await atRest(element, 1);
  });

  it('one picture: no thumbnails, and it fills the frame', async () => {
    const element = await card(1);
    await waitFor(() => photos(element).length === 1);
    expect(thumbs(element)).to.have.length(0);
    const frame = viewport(element).getBoundingClientRect();
    const picture = photos(element)[0]!.getBoundingClientRect();
    expect([picture.left, picture.width]).to.deep.equal([frame.left, frame.width]);
  });

  it('axe: 0 violations with the slider running', async () => {
    const element = await card(3);
    await sliderRunning(element);
    thumbs(element)[1]!.click();
    await atRest(element, 1);
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
