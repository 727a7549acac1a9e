import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { architectureGraphs } from '../../../tools/architecture-graph.mjs';
import { ROOT } from '../../../tools/rollup/virtual-modules.mjs';

let graphs: { file: string; svg: string }[];
beforeAll(async () => {
  graphs = await architectureGraphs();
}, 120_000);

describe('docs/architecture.md pictures (drawn from the code by npm run docs:architecture)', () => {
  it('are current: the module graph has not changed since they were drawn', () => {
    for (const { file, svg } of graphs) expect(readFileSync(path.join(ROOT, file), 'utf8'), `${file}: run npm run docs:architecture`).toBe(svg);
  });

  it('show every core layer with 12 modules or fewer, and no arrow from a layer up to one above it', () => {
    const core = graphs.find((graph) => graph.file.endsWith('architecture-core.svg'))!.svg;
    const titles = [...core.matchAll(/<title>([^<]+)<\/title>/g)].map((match) => match[1]!.replace(/&#45;&gt;/g, '->'));
    const order = ['core/platform', 'core/transport', 'core/domain', 'core/runtime'];
    const layerOf = (node: string) => order.findIndex((layer) => node.startsWith(layer));
    for (const layer of order.slice(0, 3)) {
      const modules = titles.filter((title) => !title.includes('->') && title.startsWith(`${layer}/`));
      expect(modules.length, layer).toBeGreaterThan(0);
      expect(modules.length, layer).toBeLessThanOrEqual(12);
    }
    const edges = titles.filter((title) => title.includes('->'));
    expect(edges.length).toBeGreaterThan(20);
    const upward = edges.filter((edge) => {
      const [from, to] = edge.split('->');
      return layerOf(to!) > layerOf(from!);
    });
    expect(upward).toEqual([]);
  });
});
