import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, manifestElements, type CemElement, type VitrinaManifest } from '../../../tools/custom-elements/manifest.mjs';
import { literalValues, vscodeCustomData, webTypes } from '../../../tools/custom-elements/editor-data.mjs';
import { ROOT } from '../../../tools/rollup/virtual-modules.mjs';

const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; 'web-types': string };

let manifest: VitrinaManifest;
let elements: CemElement[];

beforeAll(() => {
  manifest = buildManifest(ROOT);
  elements = manifestElements(manifest);
}, 60_000);

describe('editor data made from the Custom Elements Manifest', () => {
  it('reads the string literals of an attribute type, and nothing else', () => {
    expect(literalValues("'desktop' | 'mobile'")).toEqual(['desktop', 'mobile']);
    expect(literalValues('"a"')).toEqual(['a']);
    expect(literalValues('string')).toBeNull();
    expect(literalValues("'a' | string")).toBeNull();
  });

  it('VS Code custom data (version 1.1) lists every tag with every attribute; booleans take no value', () => {
    const data = vscodeCustomData(manifest);
    expect(data.version).toBe(1.1);
    expect(data.tags.map((tag) => tag.name)).toEqual(elements.map((element) => element.tagName));
    for (const element of elements) {
      const tag = data.tags.find((t) => t.name === element.tagName)!;
      expect(tag.attributes.map((a) => a.name)).toEqual((element.attributes ?? []).map((a) => a.name));
      for (const attribute of element.attributes ?? []) {
        const entry = tag.attributes.find((a) => a.name === attribute.name)!;
        expect(entry.valueSet === 'v', `${element.tagName} ${attribute.name}`).toBe(attribute.parse === 'boolean');
      }
      if (element.description) expect(tag.description.value).toContain(element.description);
    }
    const carousel = data.tags.find((t) => t.name === 'vt-banner-carousel')!;
    expect(carousel.attributes.find((a) => a.name === 'no-autoplay')).toMatchObject({ valueSet: 'v' });
    expect(carousel.description.value).toContain('`vt-banner-click`');
  });

  it('JetBrains web-types name the package and list attributes, properties, events, slots, parts and custom properties', () => {
    const types = webTypes(manifest, PACKAGE);
    expect(PACKAGE['web-types']).toBe('./dist/web-types.json');
    expect(types).toMatchObject({
      $schema: 'https://json.schemastore.org/web-types',
      name: 'vitrina',
      version: PACKAGE.version,
      'js-types-syntax': 'typescript',
    });
    const byName = new Map(types.contributions.html.elements.map((element) => [element.name, element]));
    expect([...byName.keys()]).toEqual(elements.map((element) => element.tagName));
    for (const element of elements) {
      const entry = byName.get(element.tagName)!;
      expect(entry.source).toEqual({ module: `vitrina/define/${element.tagName}`, symbol: element.name });
      expect(entry.attributes.map((a) => a.name)).toEqual((element.attributes ?? []).map((a) => a.name));
      expect(entry.js.events.map((e) => e.name)).toEqual((element.events ?? []).map((e) => e.name));
      expect(entry.js.properties.map((p) => p.name)).toEqual((element.members ?? []).filter((m) => m.kind === 'field').map((m) => m.name));
      expect(entry.css.parts.map((p) => p.name)).toEqual((element.cssParts ?? []).map((p) => p.name));
      expect(entry.css.properties.map((p) => p.name)).toEqual((element.cssProperties ?? []).map((p) => p.name));
    }
    const search = byName.get('vt-search')!;
    expect(search.attributes.find((a) => a.name === 'results-url')!.value).toEqual({ kind: 'plain', type: 'string' });
    expect(byName.get('vt-banner-carousel')!.attributes.find((a) => a.name === 'no-autoplay')!.value).toEqual({ kind: 'no-value', type: 'boolean' });
  });
});
