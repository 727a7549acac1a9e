import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium-path.mjs';

/**
 * Browser tests run in real Chromium against the BUILT kit (dist/), as a page would load it:
 * `npm test` builds first. Test files are TypeScript, compiled by esbuild.
 */
/** Downloads kept on their way by a page's `vt-chunk-fault=<chunk>:hold`, by chunk name. */
const heldChunks = new Map();

export default {
  rootDir: '.',
  files: ['tests/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 2,
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022' }),
    // Every test file first imports readable-failures.ts (a failure naming a DOM node is reported, not a hang).
    {
      name: 'readable-failures',
      transform(context) {
        if (/^\/tests\/browser\/.+\.test\.ts$/.test(context.path)) {
          return { body: `import '/tests/browser/readable-failures.ts';\n${context.body}` };
        }
        return undefined;
      },
    },
  ],
  middleware: [
    // VITRINA_OUT: tests load /dist/ from another build folder.
    function distFolder(context, next) {
      const out = process.env.VITRINA_OUT;
      if (out && context.url.startsWith('/dist/')) context.url = `/${out}/${context.url.slice('/dist/'.length)}`;
      return next();
    },
    // A test page's cookie `vt-chunk-fault=<chunk name>:fail` makes that chunk's download fail (503),
    // `<chunk name>:hold` keeps it on its way until the page releases it: what a widget does while an
    // on-demand chunk is on its way or lost. The page asks /__chunk-hold/<chunk> whether a held
    // download has arrived (true/false) and POSTs there to release it.
    async function chunkFault(context, next) {
      const hold = /^\/__chunk-hold\/([\w-]+)$/.exec(context.path);
      if (hold) {
        const held = heldChunks.get(hold[1]);
        context.type = 'application/json';
        if (context.method === 'POST') held?.release();
        context.body = JSON.stringify(Boolean(held?.arrived));
        return undefined;
      }
      const [chunk, fault] = (context.cookies.get('vt-chunk-fault') ?? '').split(':');
      if (!chunk || !new RegExp(`/chunks/${chunk}-[\\w-]+\\.js$`).test(context.path)) return next();
      if (fault === 'fail') {
        context.status = 503;
        return undefined;
      }
      if (fault === 'hold') {
        const held = { arrived: true, release: () => {} };
        const released = new Promise((resolve) => (held.release = resolve));
        heldChunks.set(chunk, held);
        await released;
        heldChunks.delete(chunk);
      }
      return next();
    },
    // Feedback videos of the product card tests (images group /cdn): a key starting with "ok-" is a
    // real clip of the demo and its preview, unless the page's cookie `vt-video-broken=1` says the
    // clip is broken; any other key is missing (404).
    function feedbackVideos(context, next) {
      const video = /^\/cdn\/\d+\/ok-[\w-]+\/(mp4\/360p\/1\.mp4|preview\.webp)$/.exec(context.path);
      const broken = video?.[1] !== 'preview.webp' && context.cookies.get('vt-video-broken') === '1';
      if (video && !broken) context.url = video[1] === 'preview.webp' ? '/demo/assets/videos/gradients.webp' : '/demo/assets/videos/gradients.mp4';
      return next();
    },
    // The kit loads its service map from its own origin unless told otherwise; these elements
    // need only the site group.
    function serviceMap(context, next) {
      if (context.path !== '/config/services.json') return next();
      context.type = 'application/json';
      context.body = JSON.stringify({ site: '/', static: '/static' });
      return undefined;
    },
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  testFramework: { config: { timeout: 30_000 } },
  testsFinishTimeout: 180000,
};
