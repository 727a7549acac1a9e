import type { CemElement, VitrinaManifest } from './manifest.mjs';
export function elementInterfaceName(declaration: CemElement): string;
export function domTypings(manifest: VitrinaManifest, loaderApi: string): string;
export function reactTypings(manifest: VitrinaManifest): string;
export function preactTypings(manifest: VitrinaManifest): string;
export function solidTypings(manifest: VitrinaManifest): string;
export function moduleTypings(manifest: VitrinaManifest): string;
