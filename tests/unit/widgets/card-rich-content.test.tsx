import { describe, expect, it } from 'vitest';
import { RichContent } from '../../../widgets/product-card/rich-content';
import { ProductTags } from '../../../widgets/product-card/product-tags';
import { productTagsAtom, richContentAtom } from '../../../core/domain/catalog/product/card-content';
import { reshapeRichContent } from '../../../contracts/products/rich-content';
import { getStore } from '../../../core/platform/store/store';
import { reactRootPerTest } from './react-root';

const t = ((key: string) => key) as never;

describe("the card's rich content and tags on screen (storefront-shell.md §7 rich_v1.json, tags/{tag}.json)", () => {
  const root = reactRootPerTest();

  it("§7 shows the seller's headings, paragraphs, lists and picture; hostile markup stays text or is gone", () => {
    getStore().set(richContentAtom, {
      42: reshapeRichContent({
        nm_id: 42,
        blocks: [
          { type: 'text', title: 'О товаре', text: '<img src=x onerror=alert(1)> как текст' },
          { type: 'html', html: '<p>Хлопок <b>100%</b><script>alert(2)</script></p><ol><li>Раз</li><li>Два</li></ol><a href="javascript:alert(3)">ссылка</a>' },
          { type: 'image', src: 'https://cdn.example/2.webp', alt: 'Платье', width: 516, height: 688 },
        ],
      }),
    });
    root.render(<RichContent nmId={42} has level={2} t={t} />);
    const section = root.host.querySelector('section[part="rich-content"]')!;
    expect(section.querySelector('h2')!.textContent).toBe('productCard.richContent');
    expect(section.querySelector('h3')!.textContent).toBe('О товаре');
    expect(section.querySelector('p')!.textContent).toBe('<img src=x onerror=alert(1)> как текст');
    expect(section.querySelector('b, strong')!.textContent).toBe('100%');
    expect([...section.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['Раз', 'Два']);
    expect(section.querySelectorAll('script, a, iframe, [onerror], [onclick]')).toHaveLength(0);
    const images = section.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe('https://cdn.example/2.webp');
    expect(images[0]!.getAttribute('alt')).toBe('Платье');
  });

  it('nothing shows when card.json says there is no rich content, or its file is missing (null)', () => {
    getStore().set(richContentAtom, { 7: null });
    root.render(<RichContent nmId={7} has level={2} t={t} />);
    expect(root.host.innerHTML).toBe('');
  });

  it('§7 tags show as chips that open to their explanation; a tag without a file is left out', () => {
    getStore().set(productTagsAtom, {
      '42/original': { slug: 'original', name: 'Оригинал', description: 'Документы проверены' },
      '42/gone': null,
    });
    root.render(<ProductTags nmId={42} tags={['original', 'gone']} t={t} />);
    const list = root.host.querySelector('ul[part="tags"]')!;
    expect(list.getAttribute('aria-label')).toBe('productCard.tags');
    expect([...list.querySelectorAll('summary')].map((s) => s.textContent)).toEqual(['Оригинал']);
    expect(list.querySelector('details p')!.textContent).toBe('Документы проверены');
  });
});
