// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('page parts (core/platform/page): one name, one owner', () => {
  it('no two modules keep their page state under the same part name (the second would read the first one’s object)', () => {
    const owners = new Map<string, string[]>();
    for (const file of ['core', 'widgets', 'host'].flatMap(sources)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/pagePart(?:<[^>]*>)?\(\s*'([^']+)'/g)) {
        owners.set(match[1]!, [...(owners.get(match[1]!) ?? []), relative(ROOT, file)]);
      }
    }
    expect(owners.size).toBeGreaterThan(20);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
