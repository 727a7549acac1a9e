/**
 * The card's rich content, tags and picture map (storefront-shell.md §7 content URLs
 * ".../info/ru/rich_v1.json, .../info/tags/{tag}.json or picMap.json"). Their fields are not in
 * the spec: these readers take what a seller's rich content needs (headings, paragraphs, lists,
 * pictures) and nothing that could run.
 *
 * Safety: nothing from these files ever becomes markup. A block's `html` is read by a small
 * allow-list tokenizer into a tree of plain records (paragraphs, bold, italic, line breaks, list
 * items); every other tag is dropped (script and style with their content), attributes are never
 * read, and the rest is text that React renders as text. Picture addresses must be http(s).
 */
import { isRecord, readInteger, readNonBlankString, readString } from '../wire';
import { parseSafeUrl, WEB_PROTOCOLS } from '../safe-url';

export type RichInline = { kind: 'text'; text: string } | { kind: 'strong' | 'em'; children: RichInline[] } | { kind: 'br' };

export type RichBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; inline: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichInline[][] }
  | { type: 'image'; src: string; alt: string; width?: number; height?: number };

export interface RichContent {
  nmId: number;
  blocks: RichBlock[];
}

/** Blocks kept per file: a seller's page, not an unbounded document. */
export const RICH_BLOCKS_MAX = 60;
/** Longest text kept in one block. */
const TEXT_MAX = 5000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', laquo: '«', raquo: '»', mdash: '—', ndash: '–' };

/** Decodes the common named and numeric character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const INLINE_TAGS: Record<string, 'strong' | 'em'> = { b: 'strong', strong: 'strong', i: 'em', em: 'em' };
/** Tags whose content is dropped with them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'svg', 'math', 'title', 'textarea']);
const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'section', 'article']);

type Frame = { kind: 'strong' | 'em'; children: RichInline[]; tag: string };

/**
 * Reads allow-listed markup into blocks: p/div/h1-h6 end a paragraph (h1-h6 become headings),
 * ul/ol/li become lists, b/strong/i/em/br are kept inline, every other tag is dropped.
 */
export function readRichHtml(html: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let inline: RichInline[] = [];
  const stack: Frame[] = [];
  let heading = false;
  let list: { ordered: boolean; items: RichInline[][] } | null = null;
  let skipping: string | null = null;

  const target = () => (stack.length ? stack[stack.length - 1]!.children : inline);
  const flush = () => {
    while (stack.length) closeInline(stack[stack.length - 1]!.tag);
    const text = plainText(inline).trim();
    if (text) {
      if (list) list.items.push(inline);
      else if (heading) blocks.push({ type: 'heading', text });
      else blocks.push({ type: 'paragraph', inline: trimInline(inline) });
    }
    inline = [];
    heading = false;
  };
  const closeInline = (tag: string) => {
    const at = stack.map((f) => f.tag).lastIndexOf(tag);
    if (at < 0) return;
    while (stack.length > at) {
      const frame = stack.pop()!;
      const node: RichInline = { kind: frame.kind, children: frame.children };
      target().push(node);
    }
  };
  const endList = () => {
    flush();
    if (list && list.items.length) blocks.push({ type: 'list', ordered: list.ordered, items: list.items });
    list = null;
  };

  const token = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>|<!--[\s\S]*?-->|[^<]+|</g;
  for (const match of html.slice(0, TEXT_MAX * 4).matchAll(token)) {
    const [whole, closing, rawTag] = match;
    const tag = rawTag?.toLowerCase();
    if (skipping) {
      if (tag === skipping && closing) skipping = null;
      continue;
    }
    if (!tag) {
      if (whole.startsWith('<!--')) continue;
      const text = decodeEntities(whole).replace(/\s+/g, ' ');
      if (text) target().push({ kind: 'text', text });
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing && !/\/\s*>$/.test(whole)) skipping = tag;
      continue;
    }
    if (tag === 'br') {
      target().push({ kind: 'br' });
      continue;
    }
    const inlineKind = INLINE_TAGS[tag];
    if (inlineKind) {
      if (closing) closeInline(tag);
      else stack.push({ kind: inlineKind, children: [], tag });
      continue;
    }
    if (!BLOCK_TAGS.has(tag)) continue;
    if (tag === 'ul' || tag === 'ol') {
      if (closing) endList();
      else {
        endList();
        list = { ordered: tag === 'ol', items: [] };
      }
      continue;
    }
    flush();
    if (!closing && /^h[1-6]$/.test(tag) && !list) heading = true;
  }
  if (list) endList();
  else flush();
  return blocks;
}

function plainText(nodes: readonly RichInline[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : n.kind === 'br' ? '\n' : plainText(n.children))).join('');
}

function trimInline(nodes: RichInline[]): RichInline[] {
  const out = [...nodes];
  while (out[0]?.kind === 'br') out.shift();
  while (out[out.length - 1]?.kind === 'br') out.pop();
  return out;
}

function readImage(raw: Record<string, unknown>): RichBlock | null {
  const parsed = parseSafeUrl(readString(raw, 'src') ?? readString(raw, 'url'), 'https://invalid.invalid/');
  if (!parsed.ok || !WEB_PROTOCOLS.includes(parsed.url.protocol) || parsed.url.hostname === 'invalid.invalid') return null;
  const width = readInteger(raw, 'width');
  const height = readInteger(raw, 'height');
  return {
    type: 'image',
    src: parsed.url.href,
    alt: (readString(raw, 'alt') ?? '').slice(0, 300),
    ...(width && width > 0 && width <= 4000 && height && height > 0 && height <= 4000 ? { width, height } : {}),
  };
}

function readBlock(raw: unknown): RichBlock[] {
  if (!isRecord(raw)) return [];
  const type = readString(raw, 'type');
  const title = readNonBlankString(raw, 'title')?.trim().slice(0, 300);
  const heading: RichBlock[] = title ? [{ type: 'heading', text: title }] : [];
  if (type === 'image') {
    const image = readImage(raw);
    return image ? [...heading, image] : heading;
  }
  const html = readString(raw, 'html');
  if (html !== undefined) return [...heading, ...readRichHtml(html)];
  const text = readString(raw, 'text')?.slice(0, TEXT_MAX);
  if (text?.trim()) {
    const paragraphs = text
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p): RichBlock => ({
        type: 'paragraph',
        inline: p.split('\n').flatMap((line, i): RichInline[] => (i ? [{ kind: 'br' }, { kind: 'text', text: line }] : [{ kind: 'text', text: line }])),
      }));
    return [...heading, ...paragraphs];
  }
  return heading;
}

/** rich_v1.json `{nm_id, blocks: [{type: text|html|image, title?, text?, html?, src?, alt?, width?, height?}]}`; TypeError when it is not that. */
export function reshapeRichContent(raw: unknown): RichContent {
  if (!isRecord(raw) || !Array.isArray(raw.blocks)) throw new TypeError('rich_v1.json has no blocks');
  const nmId = readInteger(raw, 'nm_id') ?? readInteger(raw, 'nmId') ?? 0;
  return { nmId, blocks: raw.blocks.flatMap(readBlock).slice(0, RICH_BLOCKS_MAX) };
}

/** A product tag (.../info/tags/{tag}.json): a label the card shows, with its explanation. */
export interface ProductTag {
  slug: string;
  name: string;
  description: string;
}

/** Tag slugs as the URL builder accepts them (core/domain/settings/cdn/urls.ts requireSlug). */
export const TAG_SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The tags card.json lists (`tags: ["original", ...]`): slugs only, at most 10, no repeats. */
export function readTagSlugs(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((v): v is string => typeof v === 'string' && TAG_SLUG.test(v)))].slice(0, 10);
}

/** tags/{tag}.json `{tag, name, description}`; TypeError without a name. */
export function reshapeProductTag(raw: unknown): ProductTag {
  if (!isRecord(raw)) throw new TypeError('tag file is not an object');
  const name = readNonBlankString(raw, 'name')?.trim();
  if (!name) throw new TypeError('tag file has no name');
  return { slug: readString(raw, 'tag') ?? '', name: name.slice(0, 60), description: (readString(raw, 'description') ?? '').trim().slice(0, 500) };
}

/** picMap.json: what each picture shows (1-based index -> caption), for its alternative text and caption. */
export type PictureMap = Readonly<Record<number, string>>;

/** picMap.json `{pictures: [{index, caption}]}`; TypeError when it is not that. */
export function reshapePictureMap(raw: unknown): PictureMap {
  if (!isRecord(raw) || !Array.isArray(raw.pictures)) throw new TypeError('picMap.json has no pictures');
  const out: Record<number, string> = {};
  for (const entry of raw.pictures) {
    if (!isRecord(entry)) continue;
    const index = readInteger(entry, 'index');
    const caption = readNonBlankString(entry, 'caption')?.trim();
    if (index !== undefined && index >= 1 && index <= 100 && caption) out[index] = caption.slice(0, 200);
  }
  return out;
}
