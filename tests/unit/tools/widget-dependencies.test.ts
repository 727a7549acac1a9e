import { describe, expect, it } from 'vitest';
import { widgetDependencies } from '../../../tools/rollup/virtual-modules.mjs';

const chunk = (fileName: string, imports: string[], widget?: string) => ({
  fileName,
  imports,
  facadeModuleId: widget ? `/kit/widgets/${widget}/${widget}.define.ts` : null,
});

/** What the loader reads: tag -> files (tools/rollup/virtual-modules.mjs DECODE_DEPENDENCIES). */
const decode = ({ files, tags }: { files: string[]; tags: Record<string, number[]> }) =>
  Object.fromEntries(Object.entries(tags).map(([tag, indexes]) => [tag, indexes.map((i) => files[i])]));

describe("the loader's chunk graph of each tag (the carousel's first picture waits for no import level)", () => {
  const chunks = [
    chunk('vitrina.js', []),
    chunk('chunks/banner-carousel.define-1.js', ['vitrina.js', 'chunks/runtime-1.js', 'chunks/use-slider-1.js'], 'banner-carousel'),
    chunk('chunks/use-slider-1.js', ['chunks/image-size-1.js', 'chunks/runtime-1.js']),
    chunk('chunks/image-size-1.js', ['chunks/core-1.js']),
    chunk('chunks/core-1.js', []),
    chunk('chunks/runtime-1.js', ['vitrina.js']),
    chunk('chunks/search.define-1.js', ['chunks/runtime-1.js', 'chunks/core-1.js'], 'search'),
  ];

  it('lists every chunk a tag imports statically, at any depth, but the loader, each after the chunks it imports, its own last', () => {
    expect(decode(widgetDependencies(chunks, 'vitrina.js'))).toEqual({
      'vt-banner-carousel': [
        'chunks/runtime-1.js',
        'chunks/core-1.js',
        'chunks/image-size-1.js',
        'chunks/use-slider-1.js',
        'chunks/banner-carousel.define-1.js',
      ],
      'vt-search': ['chunks/runtime-1.js', 'chunks/core-1.js', 'chunks/search.define-1.js'],
    });
  });

  it('names each file once, the most shared first, and each tag by indexes', () => {
    const graph = widgetDependencies(chunks, 'vitrina.js');
    expect(graph.files.slice(0, 2)).toEqual(['chunks/core-1.js', 'chunks/runtime-1.js']);
    expect(graph.files).toHaveLength(6);
    expect(graph.tags['vt-search']).toEqual([1, 0, graph.files.indexOf('chunks/search.define-1.js')]);
  });
});
