import path from 'node:path';
import ts from 'typescript';
import { typeText } from './type-text.mjs';

/**
 * Declarations of what dist/vitrina.js exports (widgets/vitrina.ts: configure, whenDefined,
 * version), written self-contained for dist/vitrina.d.ts.
 */
export function loaderApiDeclarations(program, checker, root) {
  const source = program.getSourceFile(path.join(root, 'widgets/vitrina.ts'));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error('custom-elements: widgets/vitrina.ts not found');
  const lines = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const declaration = symbol.valueDeclaration;
    if (!declaration) continue;
    const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
    if (doc) lines.push(`/** ${doc.replace(/\*\//g, '* /')} */`);
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    const [signature] = type.getCallSignatures();
    if (ts.isFunctionDeclaration(declaration) && signature) {
      const params = signature.getParameters().map((p) => `${p.getName()}: ${typeText(checker, root, checker.getTypeOfSymbolAtLocation(p, declaration))}`);
      lines.push(`export declare function ${symbol.getName()}(${params.join(', ')}): ${typeText(checker, root, signature.getReturnType())};`);
    } else {
      lines.push(`export declare const ${symbol.getName()}: ${typeText(checker, root, type)};`);
    }
  }
  return lines.join('\n');
}
