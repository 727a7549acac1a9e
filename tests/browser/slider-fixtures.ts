/** What the slider browser tests share: a banner of the banners service and a finger's swipe. */

/** A banner as the banners service returns it (storefront-shell.md §7), with a picture the test server answers. */
export function banner(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    href: `/promotions/${id}`,
    alt: `Баннер ${id}`,
    src: `${location.origin}/tests/browser/fixtures/none.webp?${id}`,
    applicationType: 3,
    placementOptions: { sort: id % 100 },
    owner: 0,
    width: 1440,
    height: 450,
    ...extra,
  };
}

/**
 * Serves `services` and three banners to the kit through a fetch of the page's own, configures it,
 * and returns what puts the real fetch back. For the pages that must load swiper's chunk themselves.
 */
export async function serveThreeBanners(vitrina: { configure(options: object): Promise<unknown> }, services: string): Promise<() => void> {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === services) return Response.json({ banners: '/svc/banners', static: '/static', site: '/' });
    if (url.pathname === '/svc/banners') return Response.json([banner(1), banner(2), banner(3)]);
    if (url.pathname.startsWith('/svc/') || url.pathname.startsWith('/static/')) return new Response('null', { status: 204 });
    return realFetch(input, init);
  };
  await vitrina.configure({ services, locale: 'ru', language: 'ru' });
  return () => {
    window.fetch = realFetch;
  };
}

/**
 * A finger's swipe over `area` (a slider's viewport inside `element`'s shadow root) from `from` to
 * `to` (shares of its width): touch pointer events, as swiper follows them, a few moves a frame apart.
 * Tests swipe 80% of the width: swiper takes a swipe slower than 300 ms (its longSwipesMs, as on a
 * loaded machine) only past half a slide, and the first move only starts the drag.
 */
export async function touchSwipe(element: Element, area: Element, from: number, to: number): Promise<void> {
  area.scrollIntoView({ block: 'start' });
  const box = area.getBoundingClientRect();
  const y = box.top + Math.min(box.height / 2, 100);
  const at = (share: number) => box.left + box.width * share;
  // A touch stays with the element it started on (implicit pointer capture); should a render replace
  // that element meanwhile (a picture that failed becomes its placeholder), the one under the finger.
  let target = element.shadowRoot!.elementFromPoint(at(from), y)!;
  const fire = (type: string, x: number) =>
    (target.isConnected ? target : (target = element.shadowRoot!.elementFromPoint(x, y)!)).dispatchEvent(
      new PointerEvent(type, {
        pointerId: 11,
        pointerType: 'touch',
        isPrimary: true,
        clientX: x,
        clientY: y,
        button: type === 'pointermove' ? -1 : 0,
        buttons: type === 'pointerup' ? 0 : 1,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
  fire('pointerdown', at(from));
  for (let step = 1; step <= 5; step += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    fire('pointermove', at(from + ((to - from) * step) / 5));
  }
  fire('pointerup', at(to));
}
