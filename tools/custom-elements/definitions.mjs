import ts from 'typescript';
import { walk } from './module-graph.mjs';
import { typeText, withoutUndefined } from './type-text.mjs';

const ATTRIBUTE_TYPES = new Set(['string', 'number', 'boolean', 'json']);

/** widgets/shared/attribute-types.ts toAttributeName (the manifest test checks both agree). */
export function toAttributeName(prop) {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function resolveSymbol(checker, node) {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** A string literal, or a const identifier whose initializer is one. */
function constantString(checker, node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isIdentifier(node)) return undefined;
  const declaration = resolveSymbol(checker, node)?.valueDeclaration;
  return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer ? constantString(checker, declaration.initializer) : undefined;
}

function documentation(checker, symbol) {
  return symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() : '';
}

function jsDocTag(symbol, name) {
  const tag = symbol?.getJsDocTags().find((t) => t.name === name);
  return tag ? ts.displayPartsToString(tag.text ?? []).trim() : undefined;
}

/** The component's function (a declaration, an arrow in a const, or memo(...)/forwardRef(...) of one). */
function componentFunction(declaration) {
  if (!declaration) return undefined;
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    let init = declaration.initializer;
    while (ts.isCallExpression(init) && init.arguments[0]) init = init.arguments[0];
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
  }
  return undefined;
}

/** Defaults written in the component's parameter destructuring (`{ layout = 'full' }`). */
function destructuredDefaults(fn) {
  const defaults = {};
  const pattern = fn?.parameters[0]?.name;
  if (pattern && ts.isObjectBindingPattern(pattern)) {
    for (const element of pattern.elements) {
      const name = (element.propertyName ?? element.name).getText();
      if (element.initializer) defaults[name] = element.initializer.getText();
    }
  }
  return defaults;
}

function findCall(sources, name) {
  let found;
  for (const source of sources) {
    walk(source, (node) => {
      if (!found && ts.isCallExpression(node) && node.expression.getText() === name) found = node;
    });
    if (found) return found;
  }
  return undefined;
}

/**
 * `defineReactElement<Props>(TAG, Component, { props: { name: 'string' | … } })`: the tag, the
 * props map exactly as written, each prop's TypeScript type, JSDoc and destructuring default,
 * and the component's JSDoc.
 */
function reactElement(checker, root, call) {
  const [tagNode, componentNode, optionsNode] = call.arguments;
  const tag = tagNode && constantString(checker, tagNode);
  if (!tag) throw new Error(`custom-elements: the tag of ${call.getText().slice(0, 80)} is not a constant string`);
  const propsNode =
    optionsNode && ts.isObjectLiteralExpression(optionsNode)
      ? optionsNode.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'props')
      : undefined;
  if (!propsNode || !ts.isObjectLiteralExpression(propsNode.initializer)) throw new Error(`custom-elements: <${tag}> has no literal props map`);
  const propsType = call.typeArguments?.[0] ? checker.getTypeFromTypeNode(call.typeArguments[0]) : undefined;
  const componentSymbol = componentNode && resolveSymbol(checker, componentNode);
  const fn = componentFunction(componentSymbol?.valueDeclaration);
  const defaults = destructuredDefaults(fn);
  const props = propsNode.initializer.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer) || !ATTRIBUTE_TYPES.has(property.initializer.text)) {
      throw new Error(`custom-elements: <${tag}> props entry "${property.getText()}" is not name: 'string' | 'number' | 'boolean' | 'json'`);
    }
    const name = property.name.getText().replace(/^['"]|['"]$/g, '');
    const kind = property.initializer.text;
    const symbol = propsType && checker.getPropertyOfType(propsType, name);
    const declaration = symbol?.valueDeclaration;
    const type = symbol && declaration ? withoutUndefined(checker.getTypeOfSymbolAtLocation(symbol, declaration)) : undefined;
    return {
      name,
      kind,
      type: type ? typeText(checker, root, type) : kind === 'json' ? 'unknown' : kind,
      description: documentation(checker, symbol),
      example: jsDocTag(symbol, 'example'),
      default: defaults[name],
    };
  });
  return {
    tag,
    view: true,
    className: componentSymbol?.getName(),
    description: documentation(checker, componentSymbol),
    props,
  };
}

/** String literals a getter returns, following `...CONST` spreads of literal arrays. */
function literalStrings(checker, node, out = []) {
  if (ts.isStringLiteral(node)) out.push(node.text);
  else if (ts.isArrayLiteralExpression(node)) node.elements.forEach((e) => literalStrings(checker, e, out));
  else if (ts.isSpreadElement(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) literalStrings(checker, node.expression, out);
  else if (ts.isIdentifier(node)) {
    const declaration = resolveSymbol(checker, node)?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) literalStrings(checker, declaration.initializer, out);
  }
  return out;
}

/**
 * A plain element class registered with `defineOnceInOwnTask(tag, Class, …)` or `defineOnce(…)` (e.g. <vt-store>, which has
 * no view): attributes from its observedAttributes, public fields and methods with JSDoc.
 */
function plainElement(checker, root, call) {
  const [tagNode, classNode] = call.arguments;
  const tag = tagNode && constantString(checker, tagNode);
  const symbol = classNode && resolveSymbol(checker, classNode);
  const declaration = symbol?.valueDeclaration;
  if (!tag || !declaration || !ts.isClassDeclaration(declaration))
    throw new Error(`custom-elements: cannot read the element class of ${call.getText().slice(0, 80)}`);
  const observed = declaration.members.find((m) => ts.isGetAccessorDeclaration(m) && m.name.getText() === 'observedAttributes');
  const attributes = [];
  walk(observed?.body ?? declaration, (node) => {
    if (observed && ts.isReturnStatement(node) && node.expression) attributes.push(...literalStrings(checker, node.expression));
  });
  const fields = declaration.members
    .filter(
      (m) =>
        (ts.isPropertyDeclaration(m) || ts.isMethodDeclaration(m)) &&
        !(ts.getCombinedModifierFlags(m) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)) &&
        !m.name.getText().startsWith('#'),
    )
    .filter((m) => !/Callback$/.test(m.name.getText()))
    .map((m) => {
      const memberSymbol = checker.getSymbolAtLocation(m.name);
      return {
        kind: ts.isMethodDeclaration(m) ? 'method' : 'field',
        name: m.name.getText(),
        type: memberSymbol ? typeText(checker, root, checker.getTypeOfSymbolAtLocation(memberSymbol, m)) : 'unknown',
        description: documentation(checker, memberSymbol),
      };
    });
  return {
    tag,
    view: false,
    className: symbol.getName(),
    description: documentation(checker, symbol),
    attributes: attributes.map((name) => ({ name, type: 'string' })),
    fields,
  };
}

/** The element a widget folder defines, read from its modules. */
export function readDefinition(checker, root, sources) {
  const react = findCall(sources, 'defineReactElement');
  if (react && !react.getSourceFile().fileName.endsWith('define-element.tsx'))
    return { ...reactElement(checker, root, react), module: react.getSourceFile().fileName };
  const own = sources.filter((s) => !s.fileName.includes('/widgets/shared/'));
  const plain = findCall(own, 'defineOnceInOwnTask') ?? findCall(own, 'defineOnce');
  if (plain) return { ...plainElement(checker, root, plain), module: plain.getSourceFile().fileName };
  return undefined;
}
