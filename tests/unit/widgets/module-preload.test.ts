import { afterEach, describe, expect, it } from 'vitest';
import { modulePreloader } from '../../../widgets/loader/module-preload';

const BASE = 'https://kit.example/dist/vitrina.js';
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);

describe("widgets/loader/module-preload (a widget's chunks fetched at once, not one import level at a time)", () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it("adds one modulepreload per file, resolved against the loader's address", () => {
    modulePreloader(document, BASE)(['chunks/search.define-1.js', 'chunks/runtime-1.js']);
    expect(preloads()).toEqual(['https://kit.example/dist/chunks/search.define-1.js', 'https://kit.example/dist/chunks/runtime-1.js']);
  });

  it("never twice: files the page preloads itself (the host page's server) or a previous tag asked for are left out", () => {
    const own = document.createElement('link');
    own.rel = 'modulepreload';
    own.href = 'https://kit.example/dist/chunks/runtime-1.js';
    document.head.append(own);
    const preload = modulePreloader(document, BASE);
    preload(['chunks/runtime-1.js', 'chunks/header.define-1.js', 'chunks/header.define-1.js']);
    preload(['chunks/header.define-1.js', 'chunks/cart.define-1.js']);
    expect(preloads()).toEqual([
      'https://kit.example/dist/chunks/runtime-1.js',
      'https://kit.example/dist/chunks/header.define-1.js',
      'https://kit.example/dist/chunks/cart.define-1.js',
    ]);
  });

  it('a file that is no address is skipped, the others still preload', () => {
    modulePreloader(document, BASE)(['http://[bad', 'chunks/ok-1.js']);
    expect(preloads()).toEqual(['https://kit.example/dist/chunks/ok-1.js']);
  });
});
