import { describe, expect, it } from 'vitest';
import { MAX_MENU_DEPTH, MalformedMenuError, menuHref, reshapeMenuV11, reshapeStaticMenu } from '../../../../contracts/menu';

describe('menu wire (storefront-shell.md §3 Menu item, §7 menu v11 / static menu json)', () => {
  it('§7 reads v11 data.nodes with nested nodes, shardKey and query', () => {
    const items = reshapeMenuV11({
      data: {
        nodes: [
          {
            id: 1,
            name: 'Женщинам',
            url: '/catalog/women',
            shardKey: 'women',
            query: 'subject=1;2',
            nodes: [{ id: 11, name: 'Платья', url: '/catalog/women/dresses', nodes: [] }],
          },
        ],
      },
    });
    expect(items).toEqual([
      {
        id: '1',
        name: 'Женщинам',
        url: '/catalog/women',
        shard: 'women',
        query: 'subject=1;2',
        newTab: false,
        isTop: false,
        children: [{ id: '11', name: 'Платья', url: '/catalog/women/dresses', newTab: false, isTop: false, children: [] }],
      },
    ]);
  });

  it('§3 reads the static file: childs, shard, target _blank, isTop', () => {
    const [item] = reshapeStaticMenu([
      {
        id: 5,
        name: 'Акции',
        url: '/promotions',
        target: '_blank',
        isTop: true,
        shard: 'promo',
        childs: [{ id: 6, name: 'Тренды', url: '/promotions/trend' }],
      },
    ]);
    expect(item).toMatchObject({ id: '5', newTab: true, isTop: true, shard: 'promo' });
    expect(item!.children.map((c) => c.name)).toEqual(['Тренды']);
  });

  it('leaves out entries without a name and non-objects, and keeps HTML in names as plain text', () => {
    const items = reshapeStaticMenu([null, 3, { id: 1 }, { id: 2, name: '   ' }, { id: 3, name: '<img src=x onerror=alert(1)>' }]);
    expect(items.map((i) => i.name)).toEqual(['<img src=x onerror=alert(1)>']);
  });

  it('§5 refuses javascript: and protocol-relative links but keeps the item as a group', () => {
    expect(menuHref('javascript:alert(1)')).toBeUndefined();
    expect(menuHref(' JaVa\tScRiPt:alert(1)')).toBeUndefined();
    expect(menuHref('//evil.example/x')).toBeUndefined();
    expect(menuHref('/catalog/x?y=1#z')).toBe('/catalog/x?y=1#z');
    expect(menuHref('https://shop.example/a')).toBe('https://shop.example/a');
    const [item] = reshapeStaticMenu([{ id: 1, name: 'X', url: 'javascript:alert(1)' }]);
    expect(item).not.toHaveProperty('url');
  });

  it('a malformed payload is a typed error, not a TypeError', () => {
    expect(() => reshapeMenuV11({ data: {} })).toThrow(MalformedMenuError);
    expect(() => reshapeMenuV11(null)).toThrow(MalformedMenuError);
    expect(() => reshapeStaticMenu({ nodes: [] })).toThrow(MalformedMenuError);
  });

  it(`stops at depth ${MAX_MENU_DEPTH} on an endlessly nested payload`, () => {
    let node: Record<string, unknown> = { id: 0, name: 'leaf', nodes: [] };
    for (let i = 1; i < 50; i += 1) node = { id: i, name: `n${i}`, nodes: [node] };
    let depth = 0;
    let items = reshapeMenuV11({ data: { nodes: [node] } });
    while (items.length) {
      depth += 1;
      items = items[0]!.children;
    }
    expect(depth).toBe(MAX_MENU_DEPTH);
  });
});
