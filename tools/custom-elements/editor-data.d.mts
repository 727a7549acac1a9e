import type { VitrinaManifest } from './manifest.mjs';

export function literalValues(typeText: string): string[] | null;
export interface VscodeCustomData {
  version: 1.1;
  tags: {
    name: string;
    description: { kind: 'markdown'; value: string };
    attributes: { name: string; description: { kind: 'markdown'; value: string }; valueSet?: 'v'; values?: { name: string }[] }[];
  }[];
}
export function vscodeCustomData(manifest: VitrinaManifest): VscodeCustomData;
export interface WebTypes {
  $schema: string;
  name: string;
  version: string;
  'description-markup': 'markdown';
  'js-types-syntax': 'typescript';
  contributions: {
    html: {
      elements: {
        name: string;
        description: string;
        source: { module: string; symbol: string };
        attributes: { name: string; description: string; default?: string; value: { kind: 'plain' | 'no-value'; type: string } }[];
        js: { properties: { name: string; type: string; description?: string }[]; events: { name: string; description?: string }[] };
        slots: { name: string; description?: string }[];
        css: { parts: { name: string; description?: string }[]; properties: { name: string; description?: string }[] };
      }[];
    };
  };
}
export function webTypes(manifest: VitrinaManifest, pkg: { name: string; version: string }): WebTypes;
