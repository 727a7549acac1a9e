import type { WidgetProgram } from './program.mjs';

/** The subset of the Custom Elements Manifest 2.x the kit writes. */
export interface TypeText {
  text: string;
}
export interface CemAttribute {
  name: string;
  fieldName?: string;
  parse: 'string' | 'number' | 'boolean' | 'json';
  type: TypeText;
  default?: string;
  description?: string;
  example?: string;
}
export interface CemMember {
  kind: 'field' | 'method';
  name: string;
  type?: TypeText;
  attribute?: string;
  reflects?: boolean;
  default?: string;
  description?: string;
}
export interface CemEvent {
  name: string;
  type: TypeText;
  description?: string;
}
export interface CemElement {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description?: string;
  superclass: { name: string; module?: string; package?: string };
  attributes?: CemAttribute[];
  members?: CemMember[];
  events?: CemEvent[];
  slots?: { name: string; description?: string }[];
  cssParts?: { name: string; description?: string }[];
  cssProperties?: { name: string; default?: string; description?: string }[];
}
export interface CemModule {
  kind: 'javascript-module';
  path: string;
  declarations: CemElement[];
  exports: { kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }[];
}
export interface VitrinaManifest {
  schemaVersion: string;
  readme: string;
  modules: CemModule[];
  vitrinaEvents: CemEvent[];
}

export const SCHEMA_VERSION: string;
export function definePath(tag: string): string;
export function buildManifest(root: string, built?: WidgetProgram): VitrinaManifest;
export function manifestElements(manifest: VitrinaManifest): CemElement[];
