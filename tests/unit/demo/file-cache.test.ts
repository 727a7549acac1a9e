import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileCache } from '../../../demo/server/pictures/file-cache';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('demo picture files: a closing server waits for what it is still drawing', () => {
  it('idle() resolves only once the rendering and its write are done, so the data folder can be removed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-file-cache-'));
    folders.push(dir);
    const cache = new FileCache(dir);
    let finish: (bytes: Buffer) => void = () => {};
    const served = cache.get('products/1/10x10-1.webp', () => new Promise<Buffer>((resolve) => (finish = resolve)));
    let idle = false;
    const waiting = cache.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    finish(Buffer.from('picture'));
    expect((await served).toString()).toBe('picture');
    await waiting;
    // Written, and no temporary file left behind.
    expect(readdirSync(join(dir, 'products', '1'))).toEqual(['10x10-1.webp']);
  });
});
