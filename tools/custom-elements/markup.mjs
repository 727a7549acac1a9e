import ts from 'typescript';
import { walk } from './module-graph.mjs';

function attributeOf(element, name) {
  return element.attributes.properties.find((a) => ts.isJsxAttribute(a) && a.name.getText() === name);
}

/**
 * Every string literal an attribute value can take (`part={active ? 'a b' : 'a'}` gives a, b).
 * A conditional's test is not a value (`method === 'crypto' ? 'x' : 'y'` gives x, y only).
 */
function literalWords(attribute) {
  const words = [];
  const add = (text) => {
    for (const word of text.split(/\s+/)) if (word && !words.includes(word)) words.push(word);
  };
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(visit);
    else ts.forEachChild(node, visit);
  };
  if (attribute.initializer) visit(attribute.initializer);
  return words;
}

function jsxElements(source, visit) {
  walk(source, (node) => {
    if (ts.isJsxSelfClosingElement(node)) visit(node, node.tagName.getText());
    else if (ts.isJsxOpeningElement(node)) visit(node, node.tagName.getText());
  });
}

/** CSS parts: every `part` value in the element's markup (kept in first-seen order). */
export function cssParts(sources) {
  const parts = [];
  for (const source of sources) {
    jsxElements(source, (element) => {
      const attribute = attributeOf(element, 'part');
      if (attribute) for (const word of literalWords(attribute)) if (!parts.includes(word)) parts.push(word);
    });
  }
  return parts.map((name) => ({ name }));
}

/** Slots: `<slot>` (the default slot, name "") and `<slot name="x">`. */
export function slots(sources) {
  const found = [];
  for (const source of sources) {
    jsxElements(source, (element, tag) => {
      if (tag !== 'slot') return;
      const name = attributeOf(element, 'name');
      const value = name?.initializer && ts.isStringLiteral(name.initializer) ? name.initializer.text : '';
      if (!found.some((slot) => slot.name === value)) found.push({ name: value, description: value ? '' : 'Light-DOM children shown by the element.' });
    });
  }
  return found;
}

/** `emit(target, 'vt-x-y', …)` calls: the events an element sends. */
export function emittedEvents(sources) {
  const names = [];
  for (const source of sources) {
    walk(source, (node) => {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'emit') return;
      const name = node.arguments[1];
      if (name && ts.isStringLiteral(name) && !names.includes(name.text)) names.push(name.text);
    });
  }
  return names;
}
