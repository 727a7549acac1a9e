import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../host/pages/oauth';
import { setToken } from '../../../core/transport/token/token';
import { NotFoundError } from '../../../core/transport/http/errors';
import { AUTH_REQUIRED_EVENT } from '../../../core/transport/token';
import { fakeFetch, json, makeJwt, ORIGIN, resetPage, type Call } from '../core/http-fakes';
import { pageProps } from './page-props';

const ROUTE = 'SpaOAuthSignInEntrypoint';
const base64Json = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
const HOSTILE = '<img src=x onerror=alert(1)>';

function oauthPath(query: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: 'partner-app',
    scope: 'openid profile x-partner',
    redirect_uri: 'http://partner.test/cb?from=shop',
    code_challenge: 'x'.repeat(43),
    state: 'st-1',
    ...query,
  });
  return `/security/oauth?${params.toString()}`;
}

/** The demo's answers: the shard map, the saved options file (or a failure), the user info, authorize. */
function server(saved: () => Response, authorize: () => Response = () => json({ code: 'the-code', expires_in: 600 })): Call[] {
  return fakeFetch((call) => {
    if (call.url.endsWith('/api/v3/routes')) return json({ shards: {} });
    if (call.url.endsWith('/api/v2/data/get')) return saved();
    if (call.url.endsWith('/webapi/user/info')) return json({ state: 0, value: { name: 'Анна', phoneMasked: '7916***67' } });
    if (call.url.endsWith('/oauth/authorize')) return authorize();
    return json({ state: 0 });
  });
}

async function open(path = oauthPath()) {
  const container = document.createElement('main');
  document.body.append(container);
  const view = await render(container, pageProps(ROUTE, path));
  return { container, view };
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  resetPage();
  document.body.replaceChildren();
  assign = vi.fn();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The page leaves by a full page load: caught here, the test document stays.
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('host/pages/oauth (routing-wallet §2.2 SpaOAuthSignInData, §5, §7)', () => {
  it('a guest is asked to sign in first; the button asks for the sign-in popup with this very address to come back to', async () => {
    server(() => json({ state: -1, reason: 24 }));
    const { container, view } = await open();
    expect(view.title).toBe('Вход через приложение');
    expect(container.querySelector('.oauth-consent')).toBeNull();
    const asked: string[] = [];
    const listener = (event: CustomEvent<{ returnUrl: string }>) => {
      event.preventDefault();
      asked.push(event.detail.returnUrl);
    };
    window.addEventListener(AUTH_REQUIRED_EVENT, listener);
    container.querySelector<HTMLButtonElement>('.oauth-guest button')!.click();
    window.removeEventListener(AUTH_REQUIRED_EVENT, listener);
    expect(asked).toEqual([`${ORIGIN}${oauthPath()}`]);
  });

  it('signing in on the page turns it into the consent screen', async () => {
    server(() => json({ state: -1, reason: 24 }));
    const { container } = await open();
    setToken(makeJwt({ shard_key: '7' }));
    await vi.waitFor(() => expect(container.querySelector('.oauth-consent')).not.toBeNull());
    expect(container.querySelector('[data-fact="account"]')!.textContent).toBe('Анна · 7916***67');
  });

  it('the consent screen sets what the app sent as text and lists an unknown scope as written', async () => {
    setToken(makeJwt({ shard_key: '7' }));
    server(() => json({ state: -1, reason: 24 }));
    const { container } = await open(oauthPath({ client_id: HOSTILE }));
    expect(container.querySelector('[data-fact="client"]')!.textContent).toBe(HOSTILE);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-fact="redirect"]')!.textContent).toBe('partner.test');
    expect([...container.querySelectorAll('.oauth-scopes li')].map((li) => li.textContent)).toEqual([
      'Подтверждение, что это вы',
      'Имя и фото профиля',
      'x-partner (разрешение приложения)',
    ]);
    expect(container.querySelector('[data-saved]')).toBeNull();
  });

  it('§7 saved options covering the app and its scopes: "already allowed", remember preselected', async () => {
    setToken(makeJwt({ shard_key: '7' }));
    server(() =>
      json({
        state: 0,
        body: [{ path: 'wb_oauth_saved_options', file: base64Json({ 'partner-app': { scopes: ['openid', 'profile', 'x-partner'], savedAt: 1 } }) }],
      }),
    );
    const { container } = await open();
    expect(container.querySelector('[data-saved="covered"]')!.textContent).toBe('Вы уже разрешали этому приложению такой доступ.');
    expect(container.querySelector<HTMLInputElement>('input[name="remember"]')!.checked).toBe(true);
  });

  it('§7 a failed read never blocks the screen: it shows as if nothing were saved', async () => {
    setToken(makeJwt({ shard_key: '7' }));
    server(() => new Response('down', { status: 503 }));
    const { container } = await open();
    expect(container.querySelector('.oauth-consent')).not.toBeNull();
    expect(container.querySelector('[data-saved]')).toBeNull();
    expect(container.querySelector<HTMLInputElement>('input[name="remember"]')!.checked).toBe(false);
  });

  it('"Разрешить" goes back to redirect_uri with code and state by a full page load; "Отказать" with error=access_denied', async () => {
    setToken(makeJwt({ shard_key: '7' }));
    server(() => json({ state: -1, reason: 24 }));
    const { container } = await open();
    container.querySelector<HTMLButtonElement>('.oauth-allow')!.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://partner.test/cb?from=shop&code=the-code&state=st-1'));
    const second = await open();
    second.container.querySelector<HTMLButtonElement>('.oauth-deny')!.click();
    expect(assign).toHaveBeenLastCalledWith('http://partner.test/cb?from=shop&error=access_denied&state=st-1');
  });

  it('a server error on authorize shows common.errors.serverError with a retry, and the choice stays', async () => {
    setToken(makeJwt({ shard_key: '7' }));
    let failing = true;
    server(
      () => json({ state: -1, reason: 24 }),
      () => (failing ? new Response('', { status: 500 }) : json({ code: 'later', expires_in: 600 })),
    );
    const { container } = await open();
    const remember = container.querySelector<HTMLInputElement>('input[name="remember"]')!;
    remember.checked = true;
    container.querySelector<HTMLButtonElement>('.oauth-allow')!.click();
    const alert = container.querySelector<HTMLElement>('[role="alert"]')!;
    await vi.waitFor(() => expect(alert.hidden).toBe(false));
    expect(alert.textContent).toContain('Что-то пошло не так. Попробуйте ещё раз');
    expect(remember.checked).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    failing = false;
    alert.querySelector<HTMLButtonElement>('button')!.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('code=later')));
  });

  it('§5 a request the page cannot serve (a method other than S256, an unparsable redirect_uri) is the 404 page', async () => {
    server(() => json({ state: -1, reason: 24 }));
    await expect(open(oauthPath({ code_challenge_method: 'plain' }))).rejects.toBeInstanceOf(NotFoundError);
    await expect(open(oauthPath({ redirect_uri: 'http://' }))).rejects.toBeInstanceOf(NotFoundError);
  });
});
