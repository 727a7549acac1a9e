import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, scrolled, shadow, vitrina, waitFor } from './helpers';
import { fakeRoutes, fetchReal, json, useShellServices } from './shell-fakes';

type Footer = HTMLElement & { home?: boolean; hideBanners?: boolean; noBackToTop?: boolean };

const banners = [1, 2].map((id) => ({ id, href: `/promo/${id}`, alt: `Футер ${id}`, src: `${location.origin}/footer-${id}.webp` }));

describe('<vt-footer> (storefront-shell.md §2 footer with banners, expandable block on home for by and ge; §4; §9 scroll close 10 px)', () => {
  before(async () => {
    await useShellServices();
  });
  beforeEach(async () => {
    fakeRoutes((url) => (url.pathname === '/svc/banners' ? json(banners) : undefined));
    await vitrina.configure({ locale: 'ru', language: 'ru' });
  });
  afterEach(() => {
    cleanup();
    scrollTo(0, 0);
  });

  it("lists the two groups of service pages and the locale's cookie policy", async () => {
    const footer = await mount<Footer>('<vt-footer no-back-to-top></vt-footer>', 'vt-footer');
    const headings = [...footer.shadowRoot!.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).to.deep.equal(['Покупателям', 'О компании']);
    const hrefs = [...footer.shadowRoot!.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.include('/services/o-nas');
    expect(hrefs).to.include('/presservice');
    expect(hrefs).to.include('/services/voprosy-i-otvety');
    expect(shadow(footer, '.legal a').getAttribute('href')).to.equal('/services/politika-obrabotki-personalnyh-dannyh');
  });

  it("the country chooser names every country in the shopper's language, Kazakh and Georgian included", async () => {
    // The kit's own language files are served as they are (the fetch stub answers only faked paths).
    fakeRoutes((url) => (url.pathname.startsWith('/dist/locales/') ? fetchReal(url) : undefined));
    // The country table of services.json (host -> locale): the chooser lists its countries.
    const countries = { 'ru.localhost': 'ru', 'by.localhost': 'by', 'kz.localhost': 'kz', 'uz.localhost': 'uz', 'ge.localhost': 'ge' };
    const map = { site: location.origin, static: `${location.origin}/static`, banners: `${location.origin}/svc/banners`, countries };
    await vitrina.configure({ services: `data:application/json,${encodeURIComponent(JSON.stringify(map))}` });
    const footer = await mount<Footer>('<vt-footer no-back-to-top></vt-footer>', 'vt-footer');
    const names = () => [...footer.shadowRoot!.querySelectorAll('.countries a')].map((a) => a.textContent);
    await waitFor(() => names().includes('Казахстан'));
    expect(names()).to.include.members(['Россия', 'Беларусь', 'Казахстан']);
    // Chromium's own region names (Intl.DisplayNames) are English in these two languages.
    await vitrina.configure({ locale: 'kz' });
    await vitrina.configure({ language: 'kk' });
    await waitFor(() => names().includes('Қазақстан'));
    expect(names()).to.include.members(['Ресей', 'Өзбекстан']);
    await vitrina.configure({ locale: 'ge' });
    await vitrina.configure({ language: 'ka' });
    await waitFor(() => names().includes('ყაზახეთი'));
    expect(names()).to.include('საქართველო');
    expect(names().join(' ')).not.to.match(/Kazakhstan|Russia|Georgia/);
    await useShellServices(); // the other tests' map
  });

  it('shows the footer banners; hide-banners hides them, removing it shows them again', async () => {
    const footer = await mount<Footer>('<vt-footer no-back-to-top></vt-footer>', 'vt-footer');
    await waitFor(() => footer.shadowRoot!.querySelectorAll('.banners li').length === 2);
    footer.hideBanners = true;
    expect(footer.hasAttribute('hide-banners')).to.equal(true);
    await waitFor(() => !footer.shadowRoot!.querySelector('.banners'));
    footer.removeAttribute('hide-banners');
    await waitFor(() => footer.shadowRoot!.querySelectorAll('.banners li').length === 2);
  });

  it('§2 the expandable block is only on home in by and ge; without the attribute the path decides', async () => {
    const footer = await mount<Footer>('<vt-footer home no-back-to-top></vt-footer>', 'vt-footer');
    expect(footer.shadowRoot!.querySelector('[part="expand"]')).to.equal(null); // ru
    await vitrina.configure({ locale: 'by' });
    await waitFor(() => footer.shadowRoot!.querySelector('[part="expand"]'));
    footer.setAttribute('home', 'false');
    await waitFor(() => !footer.shadowRoot!.querySelector('[part="expand"]'));
    footer.removeAttribute('home');
    const onHomePath = location.pathname === '/';
    await waitFor(() => (footer.shadowRoot!.querySelector('[part="expand"]') !== null) === onHomePath);
    footer.setAttribute('home', '');
    await vitrina.configure({ locale: 'ge' });
    await waitFor(() => footer.shadowRoot!.querySelector('[part="expand"]'));
  });

  it('§4 the block opens by keyboard and closes on an outside click', async () => {
    await vitrina.configure({ locale: 'ge' });
    const footer = await mount<Footer>('<vt-footer home no-back-to-top></vt-footer>', 'vt-footer');
    const button = shadow(footer, '[part="expand"]') as HTMLButtonElement;
    const region = footer.shadowRoot!.getElementById(button.getAttribute('aria-controls')!)!;
    const opened = nextEvent<{ open: boolean }>(footer, 'vt-footer-expand');
    button.focus();
    button.click(); // Enter/Space on a button
    expect((await opened).detail.open).to.equal(true);
    await waitFor(() => button.getAttribute('aria-expanded') === 'true' && !region.hidden);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => region.hidden);
  });

  it('§9 the block closes on a scroll over 10 px, not at 10 px', async () => {
    await vitrina.configure({ locale: 'by' });
    const spacer = document.createElement('div');
    spacer.className = 'fixture';
    spacer.style.height = '5000px';
    document.body.append(spacer);
    const footer = await mount<Footer>('<vt-footer home no-back-to-top></vt-footer>', 'vt-footer');
    scrollTo(0, 100);
    const button = shadow(footer, '[part="expand"]');
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'true');
    await scrolled(110);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    scrollTo(0, 111);
    await waitFor(() => button.getAttribute('aria-expanded') === 'false');
  });

  it('has no axe violations with the block open', async () => {
    await vitrina.configure({ locale: 'by' });
    const footer = await mount<Footer>('<vt-footer home no-back-to-top></vt-footer>', 'vt-footer');
    shadow(footer, '[part="expand"]').click();
    await waitFor(() => shadow(footer, '[part="expand"]').getAttribute('aria-expanded') === 'true');
    expect(await axeViolations(footer)).to.deep.equal([]);
  });
});

describe('<vt-back-to-top> (storefront-shell.md §2 back-to-top button)', () => {
  afterEach(() => {
    cleanup();
    scrollTo(0, 0);
  });

  it('the footer renders one unless no-back-to-top', async () => {
    const footer = await mount<Footer>('<vt-footer hide-banners></vt-footer>', 'vt-footer');
    expect(footer.shadowRoot!.querySelector('vt-back-to-top')).to.not.equal(null);
    footer.noBackToTop = true;
    await waitFor(() => !footer.shadowRoot!.querySelector('vt-back-to-top'));
  });

  it('§2 desktop (768 px+): hidden at the top, shown once scrolled below the app container, scrolls to the top', async () => {
    expect(innerWidth).to.be.at.least(768);
    const page = document.createElement('div');
    page.className = 'fixture';
    page.innerHTML = '<div style="height:300px"></div><main id="app-main" style="display:block;height:6000px"></main>';
    document.body.append(page);
    const button = await mount<HTMLElement>('<vt-back-to-top app-container="#app-main"></vt-back-to-top>', 'vt-back-to-top');
    const control = shadow(button, '[part="button"]') as HTMLButtonElement;
    expect(control.hidden).to.equal(true);
    const top = document.getElementById('app-main')!.getBoundingClientRect().top + scrollY;
    scrollTo(0, top + 50);
    await waitFor(() => !control.hidden);
    expect(control.getAttribute('aria-label')).to.equal('Наверх');
    expect(await axeViolations(button)).to.deep.equal([]);
    control.click();
    await waitFor(() => scrollY === 0);
    await waitFor(() => control.hidden);
  });
});
