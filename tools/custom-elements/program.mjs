import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && statSync(full).isFile()) found.push(full);
  }
  return found;
}

/**
 * One TypeScript program over widgets/ (plus the event map in core/dom/emit.ts and the asset
 * declarations in types/), with the repository's own compiler options, so the manifest reads
 * the same types the build checks.
 */
export function createWidgetProgram(root) {
  const configFile = path.join(root, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  if (read.error) throw new Error(`custom-elements: cannot read ${configFile}: ${ts.flattenDiagnosticMessageText(read.error.messageText, '\n')}`);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  const rootNames = [
    ...sourceFiles(path.join(root, 'widgets')),
    ...sourceFiles(path.join(root, 'types')),
    // core/ declares kit-level events (the router's vt-route-change, vt-navigate) by the same merging.
    ...sourceFiles(path.join(root, 'core')),
  ];
  const program = ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true } });
  return { program, checker: program.getTypeChecker() };
}
