import path from 'node:path';
import { widgetFolders } from '../rollup/widget-sources.mjs';
import { createWidgetProgram } from './program.mjs';
import { elementModules, inlineCssFiles } from './module-graph.mjs';
import { readDefinition, toAttributeName } from './definitions.mjs';
import { cssParts, emittedEvents, slots } from './markup.mjs';
import { cssCustomProperties } from './css-properties.mjs';
import { eventMap } from './events.mjs';

export const SCHEMA_VERSION = '2.1.0';

/** The package file that registers one element: `dist/define/vt-search.js`, exported as `vitrina/define/vt-search`. */
export function definePath(tag) {
  return `dist/define/${tag}.js`;
}

function className(tag) {
  return tag
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

const omitEmpty = (object) =>
  Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)));

function reactMembers(definition) {
  const attributes = definition.props.map((prop) =>
    omitEmpty({
      name: toAttributeName(prop.name),
      fieldName: prop.name,
      // How the attribute text is read (widgets/shared/attribute-types.ts): string | number | boolean | json.
      parse: prop.kind,
      type: { text: prop.kind === 'json' ? prop.type : prop.kind === 'boolean' ? 'boolean' : prop.type },
      default: prop.default,
      description: prop.description,
      example: prop.example,
    }),
  );
  const members = definition.props.map((prop) =>
    omitEmpty({
      kind: 'field',
      name: prop.name,
      type: { text: prop.type },
      attribute: toAttributeName(prop.name),
      // json props stay properties (a 4000-item list is never serialised into the DOM).
      reflects: prop.kind !== 'json',
      default: prop.default,
      description: prop.description,
    }),
  );
  return { attributes, members };
}

function plainMembers(definition) {
  return {
    attributes: definition.attributes.map((a) => omitEmpty({ name: a.name, parse: 'string', type: { text: a.type } })),
    members: definition.fields.map((f) =>
      omitEmpty({ kind: f.kind, name: f.name, type: f.kind === 'field' ? { text: f.type } : undefined, description: f.description }),
    ),
  };
}

/**
 * The Custom Elements Manifest (schema 2.x) of every widget folder, read from the sources: one
 * module per element. Throws when a folder defines no element it can read, so a new widget
 * never silently drops out of the manifest.
 */
export function buildManifest(root, { program, checker } = createWidgetProgram(root)) {
  const events = eventMap(program, checker, root);
  const modules = [];
  for (const folder of widgetFolders(root)) {
    const sources = elementModules(program, root, folder);
    const definition = readDefinition(checker, root, sources);
    if (!definition) throw new Error(`custom-elements: ${path.relative(root, folder.define)} defines no element the manifest can read`);
    if (definition.tag !== folder.tag)
      throw new Error(`custom-elements: ${path.relative(root, folder.dir)} defines <${definition.tag}>, its folder says <${folder.tag}>`);
    // What a package consumer imports to register the element (tools/rollup/package-entries.mjs).
    const modulePath = definePath(definition.tag);
    const name = className(definition.tag);
    const { attributes, members } = definition.view ? reactMembers(definition) : plainMembers(definition);
    const elementEvents = emittedEvents(sources).map((eventName) => {
      const known = events.get(eventName);
      if (!known) throw new Error(`custom-elements: <${definition.tag}> emits ${eventName}, which VitrinaEventMap does not declare`);
      return omitEmpty({ name: eventName, type: { text: `CustomEvent<${known.detail}>` }, description: known.description });
    });
    const cssFiles = inlineCssFiles(sources);
    modules.push({
      kind: 'javascript-module',
      path: modulePath,
      declarations: [
        omitEmpty({
          kind: 'class',
          customElement: true,
          name,
          tagName: definition.tag,
          description: definition.description,
          // The kit's React elements share a base class that is not exported: named for tools, no module to follow.
          superclass: definition.view ? { name: 'VitrinaElement', package: 'vitrina' } : { name: 'HTMLElement', package: 'global:' },
          attributes,
          members,
          events: elementEvents,
          slots: definition.view ? slots(sources) : [],
          cssParts: definition.view ? cssParts(sources) : [],
          cssProperties: cssCustomProperties(cssFiles),
        }),
      ],
      // The module registers the tag; its class is not a named export.
      exports: [{ kind: 'custom-element-definition', name: definition.tag, declaration: { name, module: modulePath } }],
    });
  }
  return {
    schemaVersion: SCHEMA_VERSION,
    readme: 'README.md',
    modules,
    // Not part of the schema's element entries: kit-level events any page may listen to on document.
    vitrinaEvents: [...events.values()].map((e) => omitEmpty({ name: e.name, type: { text: `CustomEvent<${e.detail}>` }, description: e.description })),
  };
}

/** The element declarations of a manifest, in tag order. */
export function manifestElements(manifest) {
  return manifest.modules
    .flatMap((m) => m.declarations)
    .filter((d) => d.customElement)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}
