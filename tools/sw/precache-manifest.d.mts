export interface PrecacheManifest {
  version: string;
  build: string;
  shell: { url: string; revision: string };
  files: Array<[string, string]>;
}
export const SHELL_URL: string;
export function digest96(bytes: Uint8Array | string): string;
export function precacheManifest(options: { distDir: string; hostDir: string; version: string }): PrecacheManifest;
export function withPrecacheManifest(code: string, manifest: PrecacheManifest): string;
export function precacheManifestPlugin(options: { distDir: string; hostDir: string; version: string }): import('rollup').Plugin;
