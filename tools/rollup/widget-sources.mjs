import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the widgets/ folder holds, found by convention so that adding an element is adding a
 * folder, with no shared list to edit:
 *   widgets/<name>/<name>.define.ts   registers <vt-<name>>
 *   widgets/<name>/reserve.css        the box the element needs before its chunk arrives
 *   widgets/<name>/i18n/<lang>.json   its translations: the i18next namespace <name> (dist/locales/<lang>/<name>.json)
 * A part several elements render lives in widgets/shared/<part>/; its texts, if any, in
 * widgets/shared/<part>/i18n/<lang>.json: the namespace <part>, which each element showing the part
 * names in defineReactElement's otherTranslations.
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

/** The parts in widgets/shared/ that carry texts of their own (an i18n/ folder): one namespace each. */
export function sharedTextFolders(root) {
  const shared = path.join(root, 'widgets', 'shared');
  return readdirSync(shared, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(shared, entry.name, 'i18n')))
    .map((entry) => ({ name: entry.name, dir: path.join(shared, entry.name) }))
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
 * The i18next namespaces of one language and their files: `core` (core/platform/i18n/locales/<lang>.json,
 * the session core's message keys), `host` (host/i18n/<lang>.json, the storefront page's own words)
 * one per element with texts (widgets/<name>/i18n/<lang>.json, named as its folder) and one per
 * shared part with texts (widgets/shared/<part>/i18n/<lang>.json). A key belongs to one namespace:
 * two files giving the same key, or a part named as an element, is a build error (each element's
 * keys sit under its own group; every element also reaches the core's).
 */
export function namespaceFiles(root, language) {
  const namespaces = [
    { namespace: 'core', file: path.join(root, 'core/platform/i18n/locales', `${language}.json`) },
    { namespace: 'host', file: path.join(root, 'host/i18n', `${language}.json`) },
  ];
  for (const folder of [...widgetFolders(root), ...sharedTextFolders(root)]) {
    const file = path.join(folder.dir, 'i18n', `${language}.json`);
    if (!existsSync(file)) continue;
    if (namespaces.some((entry) => entry.namespace === folder.name))
      throw new Error(`translation namespace ${folder.name} is named twice (${path.relative(root, folder.dir)})`);
    namespaces.push({ namespace: folder.name, file });
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
  return readdirSync(path.join(root, 'core/platform/i18n/locales'))
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
