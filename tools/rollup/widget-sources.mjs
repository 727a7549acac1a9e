import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the widgets/ folder holds, found by convention so that adding an element is adding a
 * folder, with no shared list to edit:
 *   widgets/<name>/<name>.define.ts   registers <vt-<name>>
 *   widgets/<name>/reserve.css        the box the element needs before its chunk arrives
 *   widgets/<name>/i18n/<lang>.json   its translations (merged into dist/locales/<lang>.json)
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

/** Deep merge; two files giving the same key a different text is a build error, not a silent win. */
function merge(target, source, file, prefix = '') {
  for (const [key, value] of Object.entries(source)) {
    const where = `${prefix}${key}`;
    if (isObject(value)) {
      if (target[key] !== undefined && !isObject(target[key])) throw new Error(`translation key ${where} in ${file} clashes with a text`);
      target[key] ??= {};
      merge(target[key], value, file, `${where}.`);
    } else {
      if (target[key] !== undefined && target[key] !== value) throw new Error(`translation key ${where} is defined twice (again in ${file})`);
      target[key] = value;
    }
  }
  return target;
}

/** Every translation of one language: core/platform/i18n/locales/<lang>.json plus each widget's i18n/<lang>.json. */
export function mergedTranslations(root, language) {
  const files = [path.join(root, 'core/platform/i18n/locales', `${language}.json`)];
  for (const widget of widgetFolders(root)) {
    const file = path.join(widget.dir, 'i18n', `${language}.json`);
    if (existsSync(file)) files.push(file);
  }
  const merged = {};
  for (const file of files) merge(merged, JSON.parse(readFileSync(file, 'utf8')), path.relative(root, file));
  return { merged, files };
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
