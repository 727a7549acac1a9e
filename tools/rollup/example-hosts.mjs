import path from 'node:path';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transpileTs } from './transpile-ts.mjs';

/** The demo's React 19 host page app: built beside the kit, with its own React. */
const EXAMPLES = { 'react-host': 'demo/examples/react-host.tsx' };

/**
 * dist/examples/<name>.js: each example host app as one self-contained module. It is a separate
 * build on purpose: a host application bundles its own React, and the kit must work beside it
 * (the kit's runtime chunk is not shared with it).
 */
export function exampleHosts(root) {
  return {
    name: 'vitrina-example-hosts',
    async generateBundle() {
      for (const [name, input] of Object.entries(EXAMPLES)) {
        const bundle = await rollup({
          input: path.join(root, input),
          plugins: [
            replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
            nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
            commonjs(),
            transpileTs(),
            terser({ ecma: 2020, module: true, format: { comments: false } }),
          ],
          onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
        });
        const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
        await bundle.close();
        for (const item of output) {
          if (item.type === 'chunk') this.emitFile({ type: 'asset', fileName: `examples/${name}.js`, source: item.code });
        }
        this.addWatchFile(path.join(root, input));
      }
    },
  };
}
