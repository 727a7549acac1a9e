import { createWidgetProgram } from '../custom-elements/program.mjs';
import { buildManifest } from '../custom-elements/manifest.mjs';
import { loaderApiDeclarations } from '../custom-elements/loader-api.mjs';
import { domTypings, preactTypings, reactTypings, solidTypings } from '../custom-elements/typings.mjs';
import { vscodeCustomData, webTypes } from '../custom-elements/editor-data.mjs';

/**
 * dist/custom-elements.json (Custom Elements Manifest 2.x), dist/vitrina.d.ts (tag and event
 * maps, element interfaces, the loader API), JSX.IntrinsicElements for React 19, Preact and Solid
 * hosts (dist/vitrina-{react,preact,solid}.d.ts) and the editors' data made from the manifest
 * (dist/vscode.html-custom-data.json, dist/web-types.json), all read from widgets/ at build: a
 * new widget folder appears by itself.
 */
export function customElements(root, pkg) {
  return {
    name: 'vitrina-custom-elements',
    generateBundle() {
      const built = createWidgetProgram(root);
      const manifest = buildManifest(root, built);
      for (const file of built.program.getRootFileNames()) this.addWatchFile(file);
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'vitrina.d.ts', source: domTypings(manifest, loaderApiDeclarations(built.program, built.checker, root)) });
      this.emitFile({ type: 'asset', fileName: 'vitrina-react.d.ts', source: reactTypings(manifest) });
      this.emitFile({ type: 'asset', fileName: 'vitrina-preact.d.ts', source: preactTypings(manifest) });
      this.emitFile({ type: 'asset', fileName: 'vitrina-solid.d.ts', source: solidTypings(manifest) });
      this.emitFile({ type: 'asset', fileName: 'vscode.html-custom-data.json', source: `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'web-types.json', source: `${JSON.stringify(webTypes(manifest, pkg), null, 2)}\n` });
    },
  };
}
