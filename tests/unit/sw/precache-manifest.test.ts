// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { digest96, precacheManifest, withPrecacheManifest } from '../../../tools/sw/precache-manifest.mjs';

let root: string;
let dist: string;
let host: string;
const write = (file: string, text: string) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vitrina-precache-'));
  dist = join(root, 'dist');
  host = join(root, 'host');
  write(join(dist, 'vitrina.js'), 'loader');
  write(join(dist, 'host.js'), 'host');
  write(join(dist, 'host-boot.js'), 'boot');
  write(join(dist, 'chunks', 'core-abc.js'), 'core');
  write(join(dist, 'chunks', 'core-abc.js.map'), '{}');
  write(join(dist, 'manifest.json'), '{"version":"12.2.0"}');
  write(join(dist, 'custom-elements.json'), '{}');
  write(join(dist, 'vitrina.d.ts'), 'export {}');
  write(join(dist, 'examples', 'react-host.js'), 'example');
  write(join(dist, 'sw.js'), 'worker');
  write(join(host, 'index.html'), '<!doctype html>');
  write(join(host, 'host.css'), 'body{}');
  write(join(host, 'favicon.svg'), '<svg/>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the precache list comes from the build output', () => {
  it('every script and language file of the build, and the host assets; not maps, typings, examples, the React build or the worker', () => {
    write(join(dist, 'locales', 'kk', 'header.json'), '{"a":"б"}');
    write(join(dist, 'locales', 'en', 'header.json'), '{"a":"b"}');
    write(join(dist, 'react', 'vitrina.js'), 'react build');
    write(join(dist, 'react', 'chunks', 'core-abc.js'), 'react build');
    write(join(dist, 'react', 'locales', 'en', 'header.json'), '{}');
    write(join(dist, 'define', 'vt-header.js'), 'define entry');
    const manifest = precacheManifest({ distDir: dist, hostDir: host, version: '12.2.0' });
    expect(manifest.files.map(([url]) => url)).toEqual([
      '/dist/chunks/core-abc.js',
      '/dist/host-boot.js',
      '/dist/host.js',
      '/dist/locales/en/header.json',
      '/dist/locales/kk/header.json',
      '/dist/vitrina.js',
      '/host/favicon.svg',
      '/host/host.css',
    ]);
    expect(manifest.files.find(([url]) => url === '/dist/locales/kk/header.json')![1]).toBe(digest96('{"a":"б"}'));
    expect(manifest.shell.url).toBe('/');
  });

  it('finds per-language, per-element namespaces (dist/locales/{lng}/{ns}.json) with no list to update', () => {
    write(join(dist, 'locales', 'uz', 'host.json'), '{}');
    write(join(dist, 'locales', 'kk', 'vt-cart.json'), '{}');
    const urls = precacheManifest({ distDir: dist, hostDir: host, version: '12.2.0' }).files.map(([url]) => url);
    expect(urls).toContain('/dist/locales/uz/host.json');
    expect(urls).toContain('/dist/locales/kk/vt-cart.json');
  });

  it("the build id changes with any file's content, and the shell's revision with the host page or the boot script", () => {
    const before = precacheManifest({ distDir: dist, hostDir: host, version: '12.2.0' });
    write(join(dist, 'chunks', 'core-abc.js'), 'core, changed');
    const chunkChanged = precacheManifest({ distDir: dist, hostDir: host, version: '12.2.0' });
    expect(chunkChanged.build).not.toBe(before.build);
    expect(chunkChanged.shell.revision).toBe(before.shell.revision);
    write(join(host, 'index.html'), '<!doctype html><title>new</title>');
    const shellChanged = precacheManifest({ distDir: dist, hostDir: host, version: '12.2.0' });
    expect(shellChanged.shell.revision).not.toBe(before.shell.revision);
    expect(precacheManifest({ distDir: dist, hostDir: host, version: '12.3.0' }).build).not.toBe(shellChanged.build);
  });

  it("the manifest is the worker's first line, replaced (not added again) when the worker is stamped anew", () => {
    const first = precacheManifest({ distDir: dist, hostDir: host, version: '12.2.0' });
    const code = withPrecacheManifest('!function(){}();', first);
    expect(code.split('\n')[0]).toBe(`self.__VT_PRECACHE=${JSON.stringify(first)};`);
    const second = { ...first, build: 'other' };
    const restamped = withPrecacheManifest(code, second);
    expect(restamped).toBe(`self.__VT_PRECACHE=${JSON.stringify(second)};\n!function(){}();`);
  });
});
