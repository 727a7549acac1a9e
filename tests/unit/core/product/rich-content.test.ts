import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  readRichHtml,
  readTagSlugs,
  reshapePictureMap,
  reshapeProductTag,
  reshapeRichContent,
  RICH_BLOCKS_MAX,
} from '../../../../contracts/products/rich-content';
import { reshapeCardContent } from '../../../../contracts/products/card-content';

describe('rich content, tags and picture map (storefront-shell.md §7 ".../info/ru/rich_v1.json, .../info/tags/{tag}.json or picMap.json")', () => {
  it('§7 rich_v1.json: text blocks become headings and paragraphs, image blocks pictures with an http(s) address', () => {
    const rich = reshapeRichContent({
      nm_id: 42,
      blocks: [
        { type: 'text', title: 'О товаре', text: 'Первый абзац.\nВторая строка.\n\nВторой абзац.' },
        { type: 'image', src: 'https://cdn.example/part0/42/images/c516x688/2.webp', alt: 'Платье', width: 516, height: 688 },
      ],
    });
    expect(rich).toEqual({
      nmId: 42,
      blocks: [
        { type: 'heading', text: 'О товаре' },
        {
          type: 'paragraph',
          inline: [{ kind: 'text', text: 'Первый абзац.' }, { kind: 'br' }, { kind: 'text', text: 'Вторая строка.' }],
        },
        { type: 'paragraph', inline: [{ kind: 'text', text: 'Второй абзац.' }] },
        { type: 'image', src: 'https://cdn.example/part0/42/images/c516x688/2.webp', alt: 'Платье', width: 516, height: 688 },
      ],
    });
  });

  it('§7 html blocks keep only p, headings, lists, bold, italic and breaks, without attributes', () => {
    expect(
      readRichHtml(
        '<h3 class="x">Состав</h3><p style="color:red">Хлопок <b onclick="alert(1)">100%</b><br>и <i>лён</i></p><ul><li>Мягкий</li><li><strong>Прочный</strong></li></ul>',
      ),
    ).toEqual([
      { type: 'heading', text: 'Состав' },
      {
        type: 'paragraph',
        inline: [
          { kind: 'text', text: 'Хлопок ' },
          { kind: 'strong', children: [{ kind: 'text', text: '100%' }] },
          { kind: 'br' },
          { kind: 'text', text: 'и ' },
          { kind: 'em', children: [{ kind: 'text', text: 'лён' }] },
        ],
      },
      { type: 'list', ordered: false, items: [[{ kind: 'text', text: 'Мягкий' }], [{ kind: 'strong', children: [{ kind: 'text', text: 'Прочный' }] }]] },
    ]);
  });

  it('hostile markup is never kept: scripts, styles and frames go with their content, other tags and links become their text', () => {
    const blocks = readRichHtml(
      '<p>До<script>alert(1)</script><style>*{display:none}</style><iframe src="javascript:alert(2)">x</iframe><img src=x onerror=alert(3)><a href="javascript:alert(4)">ссылка</a><svg onload=alert(5)><text>s</text></svg>после</p>',
    );
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        inline: [
          { kind: 'text', text: 'До' },
          { kind: 'text', text: 'ссылка' },
          { kind: 'text', text: 'после' },
        ],
      },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/alert|onerror|javascript|<|>/);
    // Escaped markup is text: it shows as written, it is not parsed again.
    expect(readRichHtml('<p>&lt;b&gt;не жирный&lt;/b&gt; &amp; &#171;цитата&#187;</p>')).toEqual([
      { type: 'paragraph', inline: [{ kind: 'text', text: '<b>не жирный</b> & «цитата»' }] },
    ]);
    expect(decodeEntities('&unknown; &#0; &#xD800;')).toBe('&unknown; &#0; &#xD800;');
  });

  it('unsafe or relative picture addresses and malformed blocks are dropped; the block count is capped', () => {
    const rich = reshapeRichContent({
      blocks: [
        { type: 'image', src: 'javascript:alert(1)' },
        { type: 'image', src: 'data:image/svg+xml,<svg onload=alert(1)>' },
        { type: 'image', src: '/relative.webp' },
        'junk',
        null,
        { type: 'text', text: '   ' },
        ...Array.from({ length: 100 }, (_, i) => ({ type: 'text', text: `p${i}` })),
      ],
    });
    expect(rich.blocks.every((b) => b.type === 'paragraph')).toBe(true);
    expect(rich.blocks).toHaveLength(RICH_BLOCKS_MAX);
    expect(() => reshapeRichContent({ nm_id: 1 })).toThrow(TypeError);
  });

  it('§7 tags: card.json lists slugs (unsafe ones dropped), each tags/{tag}.json gives a name and its explanation', () => {
    expect(readTagSlugs(['original', 'original', '../x', '<b>', 7, 'eco-pack'])).toEqual(['original', 'eco-pack']);
    expect(reshapeProductTag({ tag: 'original', name: ' Оригинал ', description: 'Проверено' })).toEqual({
      slug: 'original',
      name: 'Оригинал',
      description: 'Проверено',
    });
    expect(() => reshapeProductTag({ tag: 'x' })).toThrow(TypeError);
    const content = reshapeCardContent({ nm_id: 5, tags: ['bestseller'], rich_content: true, pic_map: true });
    expect(content).toMatchObject({ tags: ['bestseller'], hasRichContent: true, hasPictureMap: true });
    expect(reshapeCardContent({ nm_id: 5 })).toMatchObject({ tags: [], hasRichContent: false, hasPictureMap: false });
  });

  it('§7 picMap.json: a caption per 1-based picture index; bad entries are dropped', () => {
    expect(
      reshapePictureMap({
        pictures: [
          { index: 1, caption: 'Общий вид' },
          { index: 0, caption: 'нулевой' },
          { index: 2, caption: '  ' },
          { index: '3', caption: 'Детали' },
          'junk',
        ],
      }),
    ).toEqual({ 1: 'Общий вид', 3: 'Детали' });
    expect(() => reshapePictureMap([])).toThrow(TypeError);
  });
});
