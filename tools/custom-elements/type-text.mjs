import ts from 'typescript';

const MAX_DEPTH = 4;

function isOwnDeclaration(symbol, root) {
  const declarations = symbol?.getDeclarations() ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((d) => {
      const file = d.getSourceFile().fileName;
      return file.startsWith(root) && !file.includes('/node_modules/');
    })
  );
}

function propertyName(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** Drops `undefined` from an optional member's type (it is said by `?`). */
export function withoutUndefined(type) {
  if (!type.isUnion()) return type;
  const kept = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
  return kept.length === type.types.length ? type : kept;
}

/**
 * A type as self-contained TypeScript text: the kit's own interfaces and aliases are written out
 * structurally (a consumer of dist/vitrina.d.ts cannot import widgets/ sources); library and DOM
 * types keep their names.
 */
export function typeText(checker, root, typeOrMembers, depth = 0) {
  if (Array.isArray(typeOrMembers)) return union(checker, root, typeOrMembers, depth);
  const type = typeOrMembers;
  const plain = () => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType);
  if (type.flags & ts.TypeFlags.Boolean) return 'boolean';
  if (type.isUnion()) return union(checker, root, type.types, depth);
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    if (checker.isTupleType(type))
      return `[${checker
        .getTypeArguments(type)
        .map((t) => typeText(checker, root, t, depth + 1))
        .join(', ')}]`;
    const [element] = checker.getTypeArguments(type);
    const inner = element ? typeText(checker, root, element, depth + 1) : 'unknown';
    const readonly = type.symbol?.getName() === 'ReadonlyArray' ? 'readonly ' : '';
    return `${readonly}${/[|&\s]/.test(inner) && !inner.startsWith('{') ? `(${inner})` : inner}[]`;
  }
  const objectLike = type.flags & ts.TypeFlags.Object || (type.isIntersection() && type.types.every((t) => t.flags & ts.TypeFlags.Object));
  if (!objectLike || depth >= MAX_DEPTH) return plain();
  if (type.getCallSignatures().length > 0) return plain();
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const anonymous = symbol && (symbol.getName() === '__type' || symbol.getName() === '__object');
  const own = type.isIntersection()
    ? type.types.every((t) => isOwnDeclaration(t.aliasSymbol ?? t.getSymbol(), root) || t.getSymbol()?.getName() === '__type')
    : isOwnDeclaration(symbol, root);
  if (!anonymous && !own) return plain();
  const members = checker.getPropertiesOfType(type).map((property) => {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const declaration = property.valueDeclaration ?? property.getDeclarations()?.[0];
    const memberType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
    const text = optional ? typeText(checker, root, withoutUndefined(memberType), depth + 1) : typeText(checker, root, memberType, depth + 1);
    const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    return `${readonly}${propertyName(property.getName())}${optional ? '?' : ''}: ${text}`;
  });
  for (const info of checker.getIndexInfosOfType(type)) {
    members.push(`[key: ${checker.typeToString(info.keyType)}]: ${typeText(checker, root, info.type, depth + 1)}`);
  }
  return members.length ? `{ ${members.join('; ')} }` : '{}';
}

function union(checker, root, members, depth) {
  // `true | false` inside a wider union reads better as boolean.
  const hasTrue = members.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'true');
  const hasFalse = members.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'false');
  const texts = [];
  for (const member of members) {
    if (hasTrue && hasFalse && member.flags & ts.TypeFlags.BooleanLiteral) {
      if (!texts.includes('boolean')) texts.push('boolean');
      continue;
    }
    const text = typeText(checker, root, member, depth);
    texts.push(/=>/.test(text) ? `(${text})` : text);
  }
  return texts.join(' | ');
}
