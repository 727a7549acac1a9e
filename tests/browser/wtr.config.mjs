import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium-path.mjs';

/**
 * Browser tests run in real Chromium against the BUILT kit (dist/), as a page would load it:
 * `npm test` builds first. Test files are TypeScript, compiled by esbuild.
 */
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
    // `<chunk name>:<ms>` delays it: what a widget does while an on-demand chunk is on its way or lost.
    async function chunkFault(context, next) {
      const [chunk, fault] = (context.cookies.get('vt-chunk-fault') ?? '').split(':');
      if (!chunk || !new RegExp(`/chunks/${chunk}-[\\w-]+\\.js$`).test(context.path)) return next();
      if (fault === 'fail') {
        context.status = 503;
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, Number(fault) || 0));
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
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 180000,
};
