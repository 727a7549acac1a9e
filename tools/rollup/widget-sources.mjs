import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the widgets/ folder holds, found by convention so that adding an element is adding a
 * folder, with no shared list to edit:
 *   widgets/<name>/<name>.define.ts   registers <vt-<name>>
 *   widgets/<name>/reserve.css        the box the element needs before its chunk arrives
 *   widgets/<name>/i18n/<lang>.json   its translations: the i18next namespace <name> (dist/locales/<lang>/<name>.json)
 */
export function widgetFolders(root) {
  const widgets = path.join(root, 'widgets');
  return readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(widgets, entry.name, `${entry.name}.define.ts`)))
    .map((entry) => ({
      name: entry.name,
      tag: `vt-${entry.name}`,
      dir: path.join(widgets, entry.name),
      define: path.join(widgets, entry.name, `${entry.name}.define.ts`),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Every dotted key of a texts file. */
function keysOf(texts, prefix = '') {
  return Object.entries(texts).flatMap(([key, value]) => (isObject(value) ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/**
 * The i18next namespaces of one language and their files: `core` (core/i18n/locales/<lang>.json,
 * the session core's message keys), `host` (host/i18n/<lang>.json, the storefront page's own words)
 * and one per element with texts (widgets/<name>/i18n/<lang>.json, named as its folder). A key belongs to one namespace: two files giving the same key is a build
 * error (each element's keys sit under its own group; every element also reaches the core's).
 */
export function namespaceFiles(root, language) {
  const namespaces = [
    { namespace: 'core', file: path.join(root, 'core/i18n/locales', `${language}.json`) },
    { namespace: 'host', file: path.join(root, 'host/i18n', `${language}.json`) },
  ];
  for (const widget of widgetFolders(root)) {
    const file = path.join(widget.dir, 'i18n', `${language}.json`);
    if (existsSync(file)) namespaces.push({ namespace: widget.name, file });
  }
  const owner = new Map();
  return namespaces.map(({ namespace, file }) => {
    const texts = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of keysOf(texts)) {
      if (owner.has(key)) throw new Error(`translation key ${key} is defined twice (in ${owner.get(key)} and ${path.relative(root, file)})`);
      owner.set(key, path.relative(root, file));
    }
    return { namespace, file, texts };
  });
}

export function languages(root) {
  return readdirSync(path.join(root, 'core/i18n/locales'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export function reserveCss(root) {
  return widgetFolders(root)
    .map((widget) => path.join(widget.dir, 'reserve.css'))
    .filter((file) => existsSync(file))
    .map((file) =>
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('\n');
}
