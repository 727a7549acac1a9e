import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildManifest, manifestElements, type CemElement, type VitrinaManifest } from '../../../tools/custom-elements/manifest.mjs';
import { eventsDoc, themingDoc } from '../../../tools/custom-elements/docs.mjs';
import { trustedTypesPolicies } from '../../../tools/custom-elements/trusted-types.mjs';
import { toAttributeName as toolAttributeName } from '../../../tools/custom-elements/definitions.mjs';
import { widgetFolders } from '../../../tools/rollup/widget-sources.mjs';
import { ROOT } from '../../../tools/rollup/virtual-modules.mjs';
import { toAttributeName } from '../../../widgets/shared/attribute-types';

/** What each element really registers at run time: defineReactElement's tag and props map. */
const defined = vi.hoisted(() => new Map<string, Record<string, string>>());

vi.mock('../../../widgets/shared/define-element', () => ({
  defineReactElement: (tag: string, _component: unknown, options: { props: Record<string, string> }) => {
    defined.set(tag, { ...options.props });
    return class extends HTMLElement {};
  },
}));

/** How a manifest entry differs from the props map its element registers (empty: they agree). */
function mismatches(element: CemElement | undefined, tag: string, props: Record<string, string>): string[] {
  if (!element) return [`<${tag}> has no manifest entry`];
  const found: string[] = [];
  const attributes = Object.fromEntries((element.attributes ?? []).map((a) => [a.name, { field: a.fieldName, parse: a.parse }]));
  const expected = Object.fromEntries(Object.entries(props).map(([prop, type]) => [toAttributeName(prop), { field: prop, parse: type }]));
  if (JSON.stringify(attributes) !== JSON.stringify(expected)) found.push(`<${tag}> attributes ${JSON.stringify(attributes)} != ${JSON.stringify(expected)}`);
  const fields = (element.members ?? []).filter((m) => m.kind === 'field').map((m) => [m.name, m.attribute, m.reflects]);
  const expectedFields = Object.entries(props).map(([prop, type]) => [prop, toAttributeName(prop), type !== 'json']);
  if (JSON.stringify(fields) !== JSON.stringify(expectedFields))
    found.push(`<${tag}> properties ${JSON.stringify(fields)} != ${JSON.stringify(expectedFields)}`);
  return found;
}

let manifest: VitrinaManifest;
let elements: CemElement[];
const byTag = (tag: string) => elements.find((element) => element.tagName === tag);

beforeAll(async () => {
  manifest = buildManifest(ROOT);
  elements = manifestElements(manifest);
  // Running every define module registers every element, as the loader would.
  for (const folder of widgetFolders(ROOT)) await import(/* @vite-ignore */ folder.define);
}, 60_000);

describe('custom-elements.json is the element definitions, read from widgets/ (issue 13)', () => {
  it("has one entry per widget folder, and every folder's tag is defined at run time", () => {
    const tags = widgetFolders(ROOT).map((folder) => folder.tag);
    expect(tags.length).toBeGreaterThan(0);
    expect(elements.map((element) => element.tagName)).toEqual(tags);
    for (const tag of tags) expect(defined.has(tag) || customElements.get(tag) !== undefined, `<${tag}> is not defined by its define module`).toBe(true);
  });

  it("every React element's attributes and properties are exactly its props map", () => {
    expect(defined.size).toBeGreaterThan(0);
    for (const [tag, props] of defined) expect(mismatches(byTag(tag), tag, props)).toEqual([]);
  });

  it('a manifest entry that disagrees with its definition is reported (the check can fail)', () => {
    const [tag, props] = [...defined].find(([, p]) => Object.keys(p).length > 1)!;
    const entry = structuredClone(byTag(tag)!);
    entry.attributes![0]!.parse = entry.attributes![0]!.parse === 'json' ? 'string' : 'json';
    entry.members!.pop();
    expect(mismatches(entry, tag, props).length).toBe(2);
    expect(mismatches(undefined, tag, props)).toEqual([`<${tag}> has no manifest entry`]);
  });

  it("a plain element's attributes are its observedAttributes (<vt-store>)", () => {
    const plain = elements.filter((element) => element.superclass.name === 'HTMLElement');
    for (const element of plain) {
      const constructor = customElements.get(element.tagName) as unknown as { observedAttributes?: string[] } | undefined;
      expect(constructor, `<${element.tagName}> not registered`).toBeDefined();
      expect((element.attributes ?? []).map((a) => a.name)).toEqual(constructor!.observedAttributes ?? []);
    }
  });

  it('the build tool names attributes the way the elements do (camelCase prop -> kebab-case attribute)', () => {
    for (const prop of ['resultsUrl', 'menuId', 'noBackToTop', 'hideBanners', 'a1B2', 'inline']) expect(toolAttributeName(prop)).toBe(toAttributeName(prop));
  });

  it('lists the events each element sends, typed from VitrinaEventMap', () => {
    const cookie = byTag('vt-cookie-notice')!;
    expect(cookie.events).toEqual([
      expect.objectContaining({ name: 'vt-cookie-consent', type: { text: "CustomEvent<{ consent: 'accepted' | 'declined' }>" } }),
    ]);
    const known = new Set(manifest.vitrinaEvents.map((e) => e.name));
    for (const element of elements) for (const event of element.events ?? []) expect(known.has(event.name), event.name).toBe(true);
    for (const event of manifest.vitrinaEvents) expect(event.name).toMatch(/^vt-[a-z]+(-[a-z]+)*$/);
  });

  it('lists CSS parts from the markup and --vt-* properties with their fallbacks', () => {
    const cookie = byTag('vt-cookie-notice')!;
    const source = readFileSync(path.join(ROOT, 'widgets/cookie-notice/cookie-notice.tsx'), 'utf8');
    const parts = [...source.matchAll(/part="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
    expect(cookie.cssParts?.map((p) => p.name)).toEqual(parts);
    for (const element of elements) {
      for (const property of element.cssProperties ?? []) expect(property.name).toMatch(/^--vt-[\w-]+$/);
    }
    // base.css is adopted by every React element: its custom properties are theirs too.
    const base = readFileSync(path.join(ROOT, 'widgets/shared/base.css'), 'utf8');
    const baseProperties = [...base.matchAll(/var\((--vt-[\w-]+)/g)].map((m) => m[1]!);
    for (const element of elements.filter((e) => e.superclass.name !== 'HTMLElement')) {
      for (const name of baseProperties)
        expect(
          element.cssProperties?.map((p) => p.name),
          `<${element.tagName}>`,
        ).toContain(name);
    }
  });

  it("a part chosen by a conditional lists its two values, not the test's literal", () => {
    const parts = byTag('vt-wallet')!.cssParts!.map((p) => p.name);
    expect(parts).toEqual(expect.arrayContaining(['replenish', 'replenish-crypto']));
    expect(parts).not.toContain('card');
  });

  it('is schema 2.x with a custom-element-definition export per element', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    for (const module of manifest.modules) {
      const [declaration] = module.declarations;
      expect(module.exports).toContainEqual({
        kind: 'custom-element-definition',
        name: declaration!.tagName,
        declaration: { name: declaration!.name, module: module.path },
      });
    }
  });

  it('docs/theming.md and docs/events.md are current (regenerate: node tools/custom-elements/write-docs.mjs)', () => {
    expect(readFileSync(path.join(ROOT, 'docs/theming.md'), 'utf8')).toBe(themingDoc(manifest));
    expect(readFileSync(path.join(ROOT, 'docs/events.md'), 'utf8')).toBe(eventsDoc(manifest));
  });

  it('docs/embedding.md names every trusted-types policy the kit creates', () => {
    const guide = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
    const policies = trustedTypesPolicies(ROOT);
    const directive = guide.match(/^require-trusted-types-for 'script'; trusted-types (.+)$/m)?.[1];
    expect(directive).toBe(policies.length > 0 ? policies.join(' ') : "'none'");
    for (const name of policies) expect(guide).toContain(`\`${name}\``);
  });
});
