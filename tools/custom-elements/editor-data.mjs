import { manifestElements } from './manifest.mjs';

/** The string literals of a type like `'desktop' | 'mobile'`, or null when it is not only such literals. */
export function literalValues(typeText) {
  const parts = typeText.split('|').map((part) => part.trim());
  const values = parts.map((part) => /^'([^']*)'$|^"([^"]*)"$/.exec(part)).map((match) => (match ? (match[1] ?? match[2]) : null));
  return values.length > 0 && values.every((value) => value !== null) ? values : null;
}

function attributeDescription(attribute) {
  const lines = [attribute.description, attribute.default !== undefined && `Default: \`${attribute.default}\``, attribute.parse === 'json' && 'A JSON value.'];
  return lines.filter(Boolean).join('\n\n');
}

function elementDescription(element) {
  const lines = [element.description];
  if (element.events?.length) lines.push(`Events: ${element.events.map((event) => `\`${event.name}\``).join(', ')}`);
  if (element.cssParts?.length) lines.push(`CSS parts: ${element.cssParts.map((part) => `\`${part.name}\``).join(', ')}`);
  return lines.filter(Boolean).join('\n\n');
}

/**
 * dist/vscode.html-custom-data.json: VS Code's HTML custom data (version 1.1) from the manifest:
 * every tag with its description, attributes, their documented values and defaults. Boolean
 * attributes take no value (value set `v`).
 */
export function vscodeCustomData(manifest) {
  return {
    version: 1.1,
    tags: manifestElements(manifest).map((element) => ({
      name: element.tagName,
      description: { kind: 'markdown', value: elementDescription(element) },
      attributes: (element.attributes ?? []).map((attribute) => {
        const values = attribute.parse === 'string' ? literalValues(attribute.type.text) : null;
        return {
          name: attribute.name,
          description: { kind: 'markdown', value: attributeDescription(attribute) },
          ...(attribute.parse === 'boolean' ? { valueSet: 'v' } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/**
 * dist/web-types.json: JetBrains web-types (schema 2) from the manifest, the file package.json's
 * `web-types` field names: per tag its attributes (with their value types), properties, events,
 * slots, CSS parts and custom properties.
 */
export function webTypes(manifest, { name, version }) {
  const elements = manifestElements(manifest).map((element) => ({
    name: element.tagName,
    description: elementDescription(element),
    source: { module: `${name}/define/${element.tagName}`, symbol: element.name },
    attributes: (element.attributes ?? []).map((attribute) => ({
      name: attribute.name,
      description: attributeDescription(attribute),
      ...(attribute.default !== undefined ? { default: attribute.default } : {}),
      value:
        attribute.parse === 'boolean'
          ? { kind: 'no-value', type: 'boolean' }
          : { kind: 'plain', type: attribute.parse === 'json' ? 'string' : attribute.type.text },
    })),
    js: {
      properties: (element.members ?? [])
        .filter((member) => member.kind === 'field')
        .map((member) => ({ name: member.name, type: member.type?.text ?? 'unknown', ...(member.description ? { description: member.description } : {}) })),
      events: (element.events ?? []).map((event) => ({ name: event.name, ...(event.description ? { description: event.description } : {}) })),
    },
    slots: (element.slots ?? []).map((slot) => ({ name: slot.name, ...(slot.description ? { description: slot.description } : {}) })),
    css: {
      parts: (element.cssParts ?? []).map((part) => ({ name: part.name, ...(part.description ? { description: part.description } : {}) })),
      properties: (element.cssProperties ?? []).map((property) => ({
        name: property.name,
        ...(property.description || property.default
          ? { description: [property.description, property.default && `Default: ${property.default}`].filter(Boolean).join('\n\n') }
          : {}),
      })),
    },
  }));
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: { html: { elements } },
  };
}
