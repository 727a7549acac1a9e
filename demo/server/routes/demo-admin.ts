import type { Hono } from 'hono';
import { DEMO_ACCOUNTS, findAccount } from '../../data/users';
import type { SyncKind } from '../db/sync-store';
import type { AppEnv, Deps } from '../deps';
import { badRequest, notFound } from '../errors';
import { FaultSpecError } from '../faults';
import { isHostile, setHostile } from '../hostile';
import { readObject, readOptionalObject, toNonNegativeInt } from '../input';

const SYNC_KINDS: readonly SyncKind[] = ['favs', 'sellers', 'cart'];

/** Admin and test endpoints under /demo (API.md). Never faulted. */
export function registerDemoAdmin(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/demo/accounts', (c) =>
    c.json(DEMO_ACCOUNTS.map((a) => ({ account: a.account, userId: a.userId, title: a.title, locale: a.locale, currency: a.currency }))),
  );

  // POST /demo/login {account, ageSeconds?} -> {token}: sign-in for tests.
  app.post('/demo/login', async (c) => {
    const body = await readObject(c);
    const account = findAccount(body.account);
    if (!account) throw badRequest('unknown account', { accounts: DEMO_ACCOUNTS.map((a) => a.account) });
    const age = body.ageSeconds === undefined ? 0 : toNonNegativeInt(body.ageSeconds);
    if (age === undefined) throw badRequest('ageSeconds must be a non-negative integer');
    return c.json({ token: deps.auth.signIn(account, age), account: account.account, userId: account.userId });
  });

  app.get('/demo/faults', (c) => c.json(deps.faults.describe()));
  // POST /demo/faults {faults: "latency=200,error=503@0.1,seed=7", paths?: ["/svc/cart"]}; {faults: ""} clears.
  app.post('/demo/faults', async (c) => {
    const body = await readObject(c);
    if (typeof body.faults !== 'string') throw badRequest('faults must be a string');
    const paths = body.paths ?? [];
    if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string' || !p.startsWith('/'))) throw badRequest('paths must be a list of path prefixes');
    try {
      deps.faults.set(body.faults, paths as string[]);
    } catch (error) {
      if (error instanceof FaultSpecError) throw badRequest(error.message);
      throw error;
    }
    return c.json(deps.faults.describe());
  });
  app.delete('/demo/faults', (c) => {
    deps.faults.clear();
    return c.json(deps.faults.describe());
  });

  // The test switch "the server lost the user's state": the next sync of that kind answers state 1.
  app.post('/demo/sync/lose', async (c) => {
    const body = await readObject(c);
    const account = findAccount(body.account);
    if (!account) throw badRequest('unknown account');
    const kinds = body.kind === undefined ? SYNC_KINDS : [body.kind];
    if (!kinds.every((k): k is SyncKind => SYNC_KINDS.includes(k as SyncKind))) throw badRequest('kind must be favs, sellers or cart');
    for (const kind of kinds) deps.sync.loseState(kind, account.userId);
    return c.json({ ok: true, kinds });
  });

  app.get('/demo/sync/:kind/:account', (c) => {
    const kind = c.req.param('kind') as SyncKind;
    const account = findAccount(c.req.param('account'));
    if (!SYNC_KINDS.includes(kind) || !account) throw notFound();
    return c.json(deps.sync.liveItems(kind, account.userId).map((i) => i.data));
  });

  app.get('/demo/settings', (c) => c.json(deps.settings.get()));
  app.post('/demo/settings', async (c) => {
    const body = await readOptionalObject(c);
    if (body.reset === true) deps.settings.reset();
    deps.settings.override(body);
    return c.json(deps.settings.get());
  });

  app.post('/demo/cdn/bump', (c) => {
    deps.cdnTimestamp = Math.max(deps.cdnTimestamp + 1, Math.floor(Date.now() / 1000));
    return c.json({ timestamp: deps.cdnTimestamp });
  });

  // POST /demo/hostile {on: true} puts the XSS and URL corpora (demo/server/hostile.ts) into answers.
  app.get('/demo/hostile', (c) => c.json({ on: isHostile(deps) }));
  app.post('/demo/hostile', async (c) => {
    const body = await readObject(c);
    if (typeof body.on !== 'boolean') throw badRequest('on must be true or false');
    setHostile(deps, body.on);
    return c.json({ on: body.on });
  });

  app.get('/demo/logs', (c) => c.json(deps.logs.list(c.req.query('kind'))));
  app.delete('/demo/logs', (c) => {
    deps.logs.clear();
    return c.body(null, 204);
  });

  // Banner impression pixel (Banner pixelSrc).
  app.get('/demo/pixel', (c) => {
    deps.logs.add('banner-pixel', c.req.query(), null);
    return c.body(null, 204);
  });
}
