import { manifestElements } from './manifest.mjs';

const HEADER = '// Generated from custom-elements.json by tools/custom-elements (do not edit).\n';

function doc(text, indent = '') {
  return text ? `${indent}/** ${text.replace(/\*\//g, '* /').replace(/\n/g, `\n${indent} * `)} */\n` : '';
}

export function elementInterfaceName(declaration) {
  return `${declaration.name}Element`;
}

function eventDetail(event) {
  return event.type.text.replace(/^CustomEvent<([\s\S]*)>$/, '$1');
}

function eventMapBlock(manifest) {
  const out = [
    '/** Detail of every `vt-*` event (bubbles and composed: listen on the element, the document or any ancestor). */',
    'export interface VitrinaEventMap {',
  ];
  for (const event of manifest.vitrinaEvents) out.push(`${doc(event.description, '  ')}  '${event.name}': ${eventDetail(event)};`);
  out.push('}\n');
  return out;
}

function elementInterfaces(elements) {
  const out = [];
  for (const element of elements) {
    out.push(`${doc(element.description)}export interface ${elementInterfaceName(element)} extends HTMLElement {`);
    for (const member of element.members ?? []) {
      if (member.kind !== 'field') continue;
      const text = [member.description, member.default && `@default ${member.default}`].filter(Boolean).join('\n');
      out.push(`${doc(text, '  ')}  ${member.name}${member.attribute ? '?' : ''}: ${member.type.text};`);
    }
    out.push('}\n');
  }
  return out;
}

/** Attribute value types for a React host: attributes are text, booleans follow HTML presence. */
function attributeValueType(attribute) {
  if (attribute.parse === 'boolean') return 'boolean';
  if (attribute.parse === 'number') return 'number | string';
  return 'string';
}

/**
 * How each JSX flavour writes a `vt-*` element: the base attributes of its own JSX types, and how
 * it names a listener for a custom event (React 19 and Preact: `on<event-name>`; Solid: `on:<event-name>`).
 */
const FLAVOURS = {
  react: {
    name: 'VitrinaIntrinsicElements',
    title: 'React 19',
    base: 'type VtElementProps<E extends HTMLElement, P> = DetailedHTMLProps<HTMLAttributes<E>, E> & P;\n',
    listener: (event) => `on${event}`,
  },
  preact: {
    name: 'VitrinaPreactElements',
    title: 'Preact',
    base: 'type VtElementProps<E extends HTMLElement, P> = JSX.HTMLAttributes<E> & P;\n',
    listener: (event) => `on${event}`,
  },
  solid: {
    name: 'VitrinaSolidElements',
    title: 'Solid',
    base: 'type VtElementProps<E extends HTMLElement, P> = JSX.HTMLAttributes<E> & P;\n',
    listener: (event) => `on:${event}`,
  },
};

/**
 * The `vt-*` tags as JSX elements of one flavour: per tag its kebab-case attributes, its camelCase
 * properties (React 19 sets a property when the element is already defined: await
 * `whenDefined(tag)` first for json properties) and a listener for each event it sends.
 */
function intrinsicElementsBlock(elements, flavour = FLAVOURS.react) {
  const out = [flavour.base];
  out.push(`/** The \`vt-*\` tags as ${flavour.title} JSX elements. */`);
  out.push(`export interface ${flavour.name} {`);
  for (const element of elements) {
    const props = [];
    for (const attribute of element.attributes ?? []) {
      // A one-word prop is attribute and property at once: its property type below covers it.
      if (attribute.fieldName !== attribute.name) props.push(`'${attribute.name}'?: ${attributeValueType(attribute)}`);
    }
    for (const member of element.members ?? []) {
      if (member.kind === 'field' && member.attribute) props.push(`${member.name}?: ${member.type.text}`);
    }
    for (const event of element.events ?? []) props.push(`'${flavour.listener(event.name)}'?: (event: CustomEvent<VitrinaEventMap['${event.name}']>) => void`);
    out.push(`  '${element.tagName}': VtElementProps<${elementInterfaceName(element)}, { ${props.join('; ')} }>;`);
  }
  out.push('}\n');
  return out;
}

/**
 * dist/vitrina.d.ts: one interface per element (its properties), HTMLElementTagNameMap and
 * GlobalEventHandlersEventMap entries, the VitrinaEventMap and the loader's API. DOM types only,
 * so a host without React can use it.
 */
export function domTypings(manifest, loaderApi) {
  const elements = manifestElements(manifest);
  const out = [HEADER, ...eventMapBlock(manifest), ...elementInterfaces(elements)];
  out.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const element of elements) out.push(`    '${element.tagName}': ${elementInterfaceName(element)};`);
  out.push('  }', '  interface GlobalEventHandlersEventMap {');
  for (const event of manifest.vitrinaEvents) out.push(`    '${event.name}': CustomEvent<VitrinaEventMap['${event.name}']>;`);
  out.push('  }', '}\n', loaderApi);
  return `${out.join('\n')}\n`;
}

/**
 * dist/vitrina-react.d.ts (`vitrina/react`): `VitrinaIntrinsicElements`, merged into React 19's
 * `JSX.IntrinsicElements`, and the loader's API (the entry's JavaScript is the loader).
 */
export function reactTypings(manifest) {
  const elements = manifestElements(manifest);
  const out = [HEADER, "import type { DetailedHTMLProps, HTMLAttributes } from 'react';"];
  out.push(`import type { VitrinaEventMap, ${elements.map(elementInterfaceName).join(', ')} } from './vitrina';`);
  out.push("export * from './vitrina';\n");
  out.push(...intrinsicElementsBlock(elements, FLAVOURS.react));
  out.push("declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements extends VitrinaIntrinsicElements {}', '  }', '}');
  return `${out.join('\n')}\n`;
}

/** dist/vitrina-preact.d.ts (`vitrina/preact`): the tags in Preact's `JSX.IntrinsicElements`. */
export function preactTypings(manifest) {
  const elements = manifestElements(manifest);
  const out = [HEADER, "import type { JSX } from 'preact';"];
  out.push(`import type { VitrinaEventMap, ${elements.map(elementInterfaceName).join(', ')} } from './vitrina';\n`);
  out.push(...intrinsicElementsBlock(elements, FLAVOURS.preact));
  out.push("declare module 'preact' {", '  namespace JSX {', '    interface IntrinsicElements extends VitrinaPreactElements {}', '  }', '}');
  return `${out.join('\n')}\n`;
}

/** dist/vitrina-solid.d.ts (`vitrina/solid`): the tags in Solid's `JSX.IntrinsicElements`, listeners as `on:<event>`. */
export function solidTypings(manifest) {
  const elements = manifestElements(manifest);
  const out = [HEADER, "import type { JSX } from 'solid-js';"];
  out.push(`import type { VitrinaEventMap, ${elements.map(elementInterfaceName).join(', ')} } from './vitrina';\n`);
  out.push(...intrinsicElementsBlock(elements, FLAVOURS.solid));
  out.push("declare module 'solid-js' {", '  namespace JSX {', '    interface IntrinsicElements extends VitrinaSolidElements {}', '  }', '}');
  return `${out.join('\n')}\n`;
}

/**
 * The same element, event and JSX types as one module with no global declarations, for code
 * that is compiled inside this repository beside the widgets' own declarations (the demo's
 * React host page, demo/examples/jsx/).
 */
export function moduleTypings(manifest) {
  const elements = manifestElements(manifest);
  const out = [HEADER, "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n"];
  out.push(...eventMapBlock(manifest), ...elementInterfaces(elements), ...intrinsicElementsBlock(elements));
  return `${out.join('\n')}\n`;
}
