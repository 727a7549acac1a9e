/**
 * The demo's rich content, tags and picture maps (storefront-shell.md §7 ".../info/ru/rich_v1.json,
 * .../info/tags/{tag}.json or picMap.json"). Derived from the product number and its own texts,
 * so the data needs no extra random draws and stays deterministic: every second product has rich
 * content, every product with more than one picture a picture map, and tags follow its numbers.
 */
import type { ProductRecord } from './products';

const RICH_EVERY = 2;

/** The tags the demo knows: tags/{tag}.json. */
export const DEMO_TAGS: Readonly<Record<string, { name: string; description: string }>> = {
  original: { name: 'Оригинал', description: 'Продавец подтвердил, что товар оригинальный: документы проверены площадкой.' },
  bestseller: { name: 'Хит продаж', description: 'Один из самых покупаемых товаров своей категории за последний месяц.' },
  'eco-pack': { name: 'Эко-упаковка', description: 'Товар приходит в перерабатываемой упаковке без пластика.' },
};

export function tagsFor(product: ProductRecord): string[] {
  const tags: string[] = [];
  if (product.nmId % 3 === 0) tags.push('original');
  if (product.popularity > 0.7 || product.nmId % 5 === 0) tags.push('bestseller');
  if (product.nmId % 7 === 0) tags.push('eco-pack');
  return tags;
}

export const hasRichContent = (product: ProductRecord): boolean => product.nmId % RICH_EVERY === 0 && product.pics > 0;
export const hasPictureMap = (product: ProductRecord): boolean => product.pics > 1;

const VIEWS = ['Общий вид', 'Вид сбоку', 'Детали', 'Вид сзади', 'В интерьере', 'Упаковка', 'Размеры', 'Материал', 'Комплектация', 'Крупный план'];

/** picMap.json: what each picture shows. */
export function pictureMapFor(product: ProductRecord): { pictures: { index: number; caption: string }[] } {
  return { pictures: Array.from({ length: product.pics }, (_, i) => ({ index: i + 1, caption: VIEWS[i % VIEWS.length]! })) };
}

/** rich_v1.json: a heading, a text block, an allow-listed HTML block and a picture of the product (its content host's own). */
export function richContentFor(product: ProductRecord, pictureUrl: (index: number) => string) {
  const name = product.name.ru;
  const options = product.options.slice(0, 4).map((o) => `<li><b>${escapeHtml(o.name.ru)}:</b> ${escapeHtml(o.value.ru)}</li>`);
  return {
    nm_id: product.nmId,
    blocks: [
      { type: 'text', title: `О товаре «${name}»`, text: product.description.ru || name },
      {
        type: 'html',
        title: 'Почему его выбирают',
        html: `<p>Продавец собрал главное о товаре <b>${escapeHtml(name)}</b> на одной странице.</p>${options.length ? `<ul>${options.join('')}</ul>` : ''}<p><i>Фото и описание предоставлены продавцом.</i></p>`,
      },
      { type: 'image', src: pictureUrl(Math.min(2, product.pics)), alt: name, width: 516, height: 688 },
    ],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
