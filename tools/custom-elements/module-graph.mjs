import path from 'node:path';
import ts from 'typescript';

/**
 * The source files an element is made of: its own folder and widgets/shared/, reached by
 * imports from its define module. Other widget folders are other elements (a header renders
 * <vt-search> by tag, it does not own it) and core/ holds no markup.
 */
export function elementModules(program, root, folder) {
  const shared = path.join(root, 'widgets', 'shared') + path.sep;
  const own = folder.dir + path.sep;
  const inScope = (file) => file.startsWith(own) || file.startsWith(shared);
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName) || !inScope(fileName)) return;
    const source = program.getSourceFile(fileName);
    if (!source) return;
    seen.add(fileName);
    const specifiers = [];
    for (const statement of source.statements) {
      if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) specifiers.push(statement.moduleSpecifier);
    }
    // Lazily loaded parts of the element (`import('./image-search-panel')`) are still its markup.
    walk(source, (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) specifiers.push(node.arguments[0]);
    });
    for (const specifier of specifiers) {
      if (!ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(specifier.text, fileName, program.getCompilerOptions(), ts.sys).resolvedModule;
      if (resolved) visit(resolved.resolvedFileName);
    }
  };
  visit(folder.define);
  return [...seen].map((file) => program.getSourceFile(file));
}

/**
 * `import x from './a.css?inline'` specifiers of these modules, as absolute paths. A package's
 * stylesheet (`'swiper/swiper.css?inline'`) is no part of the element's themable surface: left out.
 */
export function inlineCssFiles(sources) {
  const files = [];
  for (const source of sources) {
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const text = statement.moduleSpecifier.text;
      if (!text.endsWith('.css?inline') || !text.startsWith('.')) continue;
      const file = path.resolve(path.dirname(source.fileName), text.slice(0, -'?inline'.length));
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}

export function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}
