import path from 'node:path';
import ts from 'typescript';
import { typeText } from './type-text.mjs';

/**
 * Every `vt-*` event of the kit with its detail type, from `VitrinaEventMap` in core/platform/dom/emit.ts
 * and every widget's declaration merging into it.
 */
export function eventMap(program, checker, root) {
  const source = program.getSourceFile(path.join(root, 'core/platform/dom/emit.ts'));
  const declaration = source?.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'VitrinaEventMap');
  if (!declaration) throw new Error('custom-elements: VitrinaEventMap not found in core/platform/dom/emit.ts');
  const type = checker.getTypeAtLocation(declaration);
  const events = new Map();
  for (const property of checker.getPropertiesOfType(type)) {
    const propertyDeclaration = property.valueDeclaration ?? property.getDeclarations()?.[0];
    const detail = propertyDeclaration ? checker.getTypeOfSymbolAtLocation(property, propertyDeclaration) : checker.getTypeOfSymbol(property);
    events.set(property.getName(), {
      name: property.getName(),
      detail: typeText(checker, root, detail),
      description: ts.displayPartsToString(property.getDocumentationComment(checker)).trim(),
    });
  }
  return events;
}
