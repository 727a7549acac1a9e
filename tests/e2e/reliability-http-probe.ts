/**
 * Issue 12 HTTP error matrix: the kit's own http client (core/http/request.ts) in a page, bundled
 * by reliability-http.e2e.ts with esbuild. `window.__probe.call(options)` answers what request()
 * resolved to or the error class it threw, so the test sees the §8 behaviour of each status.
 */
import { AUTH_REQUIRED_EVENT } from '../../core/transport/token/auth-required';
import { getToken } from '../../core/transport/token/token';
import { loadServiceMap } from '../../core/transport/services/load-service-map';
import { HttpError, UnauthorizedError } from '../../core/transport/http/errors';
import { request, type RequestOptions } from '../../core/transport/http/request';
import { setTokenRenewal } from '../../core/transport/http/token-renewal';
import { renewToken } from '../../core/transport/auth/renew';

export type ProbeAnswer = { ok: true; value: unknown } | { ok: false; name: string; status: number | null; dropped: boolean | null; message: string };

// As the kit's boot does: a 498 renews the token through the auth module.
setTokenRenewal(renewToken);

const authRequired: string[] = [];
// A widget that shows the login popup takes the event; the probe does the same, so the page stays.
addEventListener(AUTH_REQUIRED_EVENT, (event) => {
  event.preventDefault();
  authRequired.push(event.detail.returnUrl);
});

async function call(options: RequestOptions<unknown>): Promise<ProbeAnswer> {
  try {
    return { ok: true, value: await request(options) };
  } catch (error) {
    const status = error instanceof HttpError && 'status' in error ? Number((error as { status: unknown }).status) : null;
    return {
      ok: false,
      name: error instanceof Error ? error.name : typeof error,
      status: Number.isFinite(status) ? status : null,
      dropped: error instanceof UnauthorizedError ? error.tokenDropped : null,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

(globalThis as { __probe?: unknown }).__probe = {
  ready: loadServiceMap('/config/services.json'),
  call,
  token: () => getToken(),
  authRequired: () => [...authRequired],
};
