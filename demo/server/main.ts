import { DEFAULT_PARTNER_PORT, DEFAULT_PORT, startDemo } from './start';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

const demo = await startDemo({ port: portFromEnv('PORT', DEFAULT_PORT), partnerPort: portFromEnv('PARTNER_PORT', DEFAULT_PARTNER_PORT) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void demo.close().then(() => process.exit(0));
  });
}

// The home page's first banners are its largest paint: drawn now, before the first shopper asks
// (tests start the demo through startDemo and skip this).
const HOME_BANNERS_DRAWN_AHEAD = 3;
for (const banner of demo.deps.data.banners
  .filter((b) => b.location === 'home-main')
  .sort((a, b) => a.sort - b.sort)
  .slice(0, HOME_BANNERS_DRAWN_AHEAD)) {
  void demo.deps.pictures.banner(banner, 'ru', banner.width, banner.height);
}
