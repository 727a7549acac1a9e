import type { VitrinaManifest } from './manifest.mjs';
export function themingDoc(manifest: VitrinaManifest): string;
export function eventsDoc(manifest: VitrinaManifest): string;
