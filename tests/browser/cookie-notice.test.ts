import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations, cleanup, clearCookies, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';

type Notice = HTMLElement & { policyHref?: string; inline?: boolean };

async function freshNotice(attributes = ''): Promise<Notice> {
  return mount<Notice>(`<vt-cookie-notice ${attributes}></vt-cookie-notice>`, 'vt-cookie-notice');
}

describe('<vt-cookie-notice> (storefront-shell.md §4 Cookie notice, §2 cookie policy pages)', () => {
  beforeEach(async () => {
    clearCookies();
    sessionStorage.clear();
    localStorage.clear();
    await vitrina.configure({ locale: 'ru', language: 'ru' });
  });
  afterEach(cleanup);

  it('renders an open shadow root with a labelled region, the policy link and two buttons', async () => {
    const notice = await freshNotice();
    const region = shadow(notice, '[role="region"]');
    expect(region.getAttribute('aria-label')).to.equal('Уведомление о файлах cookie');
    expect(shadow(notice, 'a').getAttribute('href')).to.equal('/services/politika-obrabotki-personalnyh-dannyh');
    expect(shadow(notice, '[part="accept"]').textContent).to.equal('Принять');
    expect(shadow(notice, '[part="decline"]').textContent).to.equal('Отклонить');
  });

  it('§2 links the policy page of the locale: by, ge', async () => {
    await vitrina.configure({ locale: 'by' });
    const notice = await freshNotice();
    expect(shadow(notice, 'a').getAttribute('href')).to.equal('/services/cookies-policy');
    await vitrina.configure({ locale: 'ge' });
    await waitFor(() => shadow(notice, 'a').getAttribute('href') === '/services/politika-konfidentsialnosti');
  });

  it('policy-href overrides the link; removing the attribute resets it to the locale page', async () => {
    const notice = await freshNotice('policy-href="/legal/cookies"');
    expect(shadow(notice, 'a').getAttribute('href')).to.equal('/legal/cookies');
    expect(notice.policyHref).to.equal('/legal/cookies');
    notice.removeAttribute('policy-href');
    await waitFor(() => shadow(notice, 'a').getAttribute('href') === '/services/politika-obrabotki-personalnyh-dannyh');
    expect(notice.policyHref).to.equal(undefined);
    notice.policyHref = '/x';
    expect(notice.getAttribute('policy-href')).to.equal('/x');
  });

  it('the inline property reflects to a boolean attribute and changes the layout', async () => {
    const notice = await freshNotice();
    notice.inline = true;
    expect(notice.hasAttribute('inline')).to.equal(true);
    await waitFor(() => shadow(notice, '.notice').classList.contains('notice--inline'));
    notice.inline = false;
    expect(notice.hasAttribute('inline')).to.equal(false);
    await waitFor(() => !shadow(notice, '.notice').classList.contains('notice--inline'));
  });

  it('§4 Accept sets the 90-day cookie, fires vt-cookie-consent and hides the notice', async () => {
    const notice = await freshNotice();
    const event = nextEvent<{ consent: string }>(document, 'vt-cookie-consent');
    shadow(notice, '[part="accept"]').click();
    const fired = await event;
    expect(fired.detail).to.deep.equal({ consent: 'accepted' });
    expect(fired.composed).to.equal(true);
    expect(document.cookie).to.contain('vt_cookie_consent=accepted');
    await waitFor(() => notice.hasAttribute('data-answered'));
    expect(getComputedStyle(notice).display).to.equal('none');
  });

  it("§4 Decline by keyboard lasts for the session: a session cookie (no expiry) and this tab's sessionStorage", async () => {
    const notice = await freshNotice();
    const decline = shadow(notice, '[part="decline"]') as HTMLButtonElement;
    decline.focus();
    expect(notice.shadowRoot!.activeElement).to.equal(decline);
    const event = nextEvent<{ consent: string }>(notice, 'vt-cookie-consent');
    await sendKeys({ press: 'Enter' });
    expect((await event).detail.consent).to.equal('declined');
    expect(sessionStorage.getItem('vitrina:cookie-declined')).to.equal('1');
    const cookie = await (
      globalThis as unknown as { cookieStore: { get(name: string): Promise<{ value: string; expires: number | null } | null> } }
    ).cookieStore.get('vt_cookie_consent');
    expect(cookie).to.deep.include({ value: 'declined', expires: null });
  });

  it('§4 a notice shown again (its answer gone) is visible in the same commit that renders it', async () => {
    // An earlier answer in this page left the store "accepted"; its cookie is gone (cleared, expired).
    const first = await freshNotice();
    shadow(first, '[part="accept"]').click();
    await waitFor(() => first.hasAttribute('data-answered'));
    cleanup();
    clearCookies();
    const container = document.createElement('div');
    container.className = 'fixture';
    container.innerHTML = '<vt-cookie-notice></vt-cookie-notice>';
    document.body.append(container);
    const notice = container.firstElementChild as Notice;
    await vitrina.whenDefined('vt-cookie-notice');
    // Read in the microtask after the commit that adds the notice: a host still marked answered
    // then (display: none) would make the notice's buttons unfocusable until a later task.
    const hiddenWhenRendered = await new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!notice.shadowRoot!.querySelector('[role="region"]')) return;
        observer.disconnect();
        resolve(notice.hasAttribute('data-answered'));
      });
      observer.observe(notice.shadowRoot!, { childList: true, subtree: true });
    });
    expect(hiddenWhenRendered).to.equal(false);
  });

  it('a notice mounted after acceptance stays hidden', async () => {
    document.cookie = 'vt_cookie_consent=accepted; Path=/';
    const container = document.createElement('div');
    container.className = 'fixture';
    container.innerHTML = '<vt-cookie-notice></vt-cookie-notice>';
    document.body.append(container);
    const notice = container.firstElementChild as Notice;
    await waitFor(() => notice.hasAttribute('data-answered'));
    expect(notice.shadowRoot!.querySelector('[role="region"]')).to.equal(null);
  });

  it('has no axe violations', async () => {
    const notice = await freshNotice('inline');
    expect(await axeViolations(notice)).to.deep.equal([]);
  });
});
