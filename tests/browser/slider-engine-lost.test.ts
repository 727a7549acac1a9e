import { expect } from 'chai';
import { captureConsole, cleanup, mount, shadow, vitrina, waitFor } from './helpers';
import { serveThreeBanners } from './slider-fixtures';

/**
 * A slider whose engine (swiper's chunk) does not download: the test server fails it while the
 * cookie is set (its chunkFault middleware). The carousel keeps its first slide on screen, its
 * controls throw nothing, and the console says once what went wrong. Its own page: the engine must
 * not have loaded before (Chromium keeps a failed dynamic import failed for the page's life).
 */

let restoreFetch = () => {};

before(async () => {
  restoreFetch = await serveThreeBanners(vitrina, '/engine-lost-test/services.json');
  document.cookie = 'vt-chunk-fault=slider-engine:fail; path=/';
});
after(() => {
  document.cookie = 'vt-chunk-fault=; Max-Age=0; path=/';
  restoreFetch();
  cleanup();
});

const activeId = (element: Element) =>
  [...element.shadowRoot!.querySelectorAll<HTMLElement>('.slide[data-banner-id]')].find((slide) => !slide.inert)?.dataset.bannerId;

describe('a carousel whose slider engine does not download', () => {
  it('keeps its first banner on screen, its buttons throw nothing, and the console says why once', async () => {
    const errors: string[] = [];
    const { error } = console;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    let carousel: HTMLElement;
    try {
      carousel = await mount<HTMLElement>('<vt-banner-carousel no-autoplay></vt-banner-carousel>', 'vt-banner-carousel');
      await waitFor(() => carousel.dataset.state === 'ready');
      await waitFor(() => errors.length > 0, 5000);
    } finally {
      console.error = error;
    }
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('a slider could not load its engine (swiper)');
    const first = shadow(carousel, '.slide[data-banner-id="1"]').getBoundingClientRect();
    expect(first.left).to.be.closeTo(shadow(carousel, '.slides').getBoundingClientRect().left, 1);
    expect(first.width).to.be.greaterThan(0);
    // A press asks again (and fails again: no new request in Chromium): nothing moves, nothing throws.
    await captureConsole(async () => {
      shadow(carousel, '[part="next"]').click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(activeId(carousel)).to.equal('1');
    expect(shadow(carousel, '.slides').classList.contains('swiper-initialized')).to.equal(false);
  });
});
