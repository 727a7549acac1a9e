import { createWidgetProgram } from '../custom-elements/program.mjs';
import { buildManifest } from '../custom-elements/manifest.mjs';
import { loaderApiDeclarations } from '../custom-elements/loader-api.mjs';
import { domTypings, reactTypings } from '../custom-elements/typings.mjs';

/**
 * dist/custom-elements.json (Custom Elements Manifest 2.x), dist/vitrina.d.ts (tag and event
 * maps, element interfaces, the loader API) and dist/vitrina-react.d.ts (JSX.IntrinsicElements
 * for React 19 hosts), all read from widgets/ at build: a new widget folder appears by itself.
 */
export function customElements(root) {
  return {
    name: 'vitrina-custom-elements',
    generateBundle() {
      const built = createWidgetProgram(root);
      const manifest = buildManifest(root, built);
      for (const file of built.program.getRootFileNames()) this.addWatchFile(file);
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'vitrina.d.ts', source: domTypings(manifest, loaderApiDeclarations(built.program, built.checker, root)) });
      this.emitFile({ type: 'asset', fileName: 'vitrina-react.d.ts', source: reactTypings(manifest) });
    },
  };
}
