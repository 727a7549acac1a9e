import { expect } from 'chai';
import { cleanup, mount, shadow, vitrina, waitFor } from './helpers';
import { banner, serveThreeBanners } from './slider-fixtures';

/**
 * A slider's first slide does not wait for swiper (DESIGN.md "The packages": swiper runs every
 * carousel and slider, "loaded after the first slide has painted from the HTML"). The test server
 * holds the engine's chunk back for 1500 ms (its chunkFault middleware, while the cookie is set):
 * the carousel's first slide, the page's own <img>, is on screen in place meanwhile, and a press
 * made then is made once swiper has started. Its own page: the engine must not have loaded before.
 */

const ENGINE_DELAY_MS = 1500;
let restoreFetch = () => {};

before(async () => {
  restoreFetch = await serveThreeBanners(vitrina, '/first-paint-test/services.json');
  document.cookie = `vt-chunk-fault=slider-engine:${ENGINE_DELAY_MS}; path=/`;
});
after(() => {
  document.cookie = 'vt-chunk-fault=; Max-Age=0; path=/';
  restoreFetch();
  cleanup();
});

const activeId = (element: Element) =>
  [...element.shadowRoot!.querySelectorAll<HTMLElement>('.slide[data-banner-id]')].find((slide) => !slide.inert)?.dataset.bannerId;

describe('a slider before swiper arrives (its chunk held back)', () => {
  it("the carousel's first slide, the page's own picture, is in place at once; a next press made meanwhile moves once swiper runs", async () => {
    const src = banner(1).src;
    const element = await mount<HTMLElement>(
      `<vt-banner-carousel no-autoplay><img src="${src}" alt="Баннер 1" width="1440" height="450"></vt-banner-carousel>`,
      'vt-banner-carousel',
    );
    await waitFor(() => element.dataset.state === 'ready');
    const slides = shadow(element, '.slides');
    expect(slides.classList.contains('swiper-initialized')).to.equal(false);
    const picture = element.querySelector('img')!;
    expect((shadow(element, '.slide[data-banner-id="1"] slot') as HTMLSlotElement).assignedElements()).to.deep.equal([picture]);
    const [box, shown] = [element.getBoundingClientRect(), picture.getBoundingClientRect()];
    expect([shown.left, shown.top, shown.width, shown.height]).to.deep.equal([box.left, box.top, box.width, box.height]);

    // Pressed before swiper runs (its chunk is still on its way): the press is kept, not lost.
    shadow(element, '[part="next"]').click();
    expect(activeId(element)).to.equal('1');
    expect(slides.classList.contains('swiper-initialized')).to.equal(false);
    await waitFor(() => slides.classList.contains('swiper-initialized'), ENGINE_DELAY_MS + 5000);
    await waitFor(() => activeId(element) === '2');
    const second = shadow(element, '.slide[data-banner-id="2"]').getBoundingClientRect();
    expect(second.left).to.be.closeTo(slides.getBoundingClientRect().left, 1);
  });
});
