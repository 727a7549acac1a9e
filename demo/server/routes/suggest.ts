import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '../deps';
import { badRequest, notFound } from '../errors';
import { matches, tokens } from '../search-engine';
import { SERVICE_MAP } from '../service-map';
import { flattenMenu } from '../../data/menu';
import { shopLanguage } from '../../data/text';
import type { Language } from '../../../contracts/locales';
import { MAX_QUERY_LENGTH } from './search';
import { sendWebp } from './images';
import { BRAND_LOGO_PATH, HINT_API_PATH } from '../../../contracts/suggest';

/** storefront-shell.md §3 Suggestion types: history 0, common 1, brand 2, tags 6. */
export const SUGGEST_TYPE = { history: 0, common: 1, brand: 2, tags: 6 } as const;
/** How many of each kind the service offers (the client caps common at 7, §5). */
export const COMMON_LIMIT = 10;
export const BRAND_LIMIT = 3;
export const TAG_LIMIT = 12;
export const HISTORY_LIMIT = 20;
export const MAX_TAGS_ROWS = 2;
const COMMON_PHRASE_WORDS = 3;

type Suggestion = {
  name: string;
  search: string;
  typedText: string;
  type: number;
  typeStr: string;
  pos: number;
  brandId?: number;
  brandHash?: string;
  brand_name?: string;
  id?: number;
  url?: string;
  xParams?: string;
  xShard?: string;
};

function historyOf(deps: Deps, c: Ctx): string[] {
  try {
    const identity = deps.auth.optional(c);
    return identity ? deps.userData.searchHistory(identity.account.userId) : [];
  } catch {
    return [];
  }
}

/** Words a suggestion never ends on ("платье летнее из" is cut back to "платье летнее"). */
const DANGLING_WORDS = new Set(['из', 'с', 'со', 'на', 'для', 'в', 'и', 'with', 'a', 'for', 'in', 'of', 'and']);

/** The first words of a name, without a preposition left hanging at the end. */
function leadingPhrase(name: string): string {
  const words = name.toLowerCase().split(/\s+/).slice(0, COMMON_PHRASE_WORDS);
  while (words.length > 1 && DANGLING_WORDS.has(words.at(-1)!)) words.pop();
  return words.join(' ');
}

/** Common suggestions: the most frequent leading phrases of the matching product names that say what was typed. */
function commonPhrases(deps: Deps, query: string, lang: Language): string[] {
  const counts = new Map<string, number>();
  const typed = tokens(query);
  for (const product of deps.search.search(query)) {
    const phrase = leadingPhrase(product.name[lang]);
    // "кукла в платье" matches "плать" further on: its leading phrase "кукла интерактивная" does not.
    if (phrase && typed.some((token) => matches(phrase, token))) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, COMMON_LIMIT)
    .map(([p]) => p);
}

/** **(demo)** brand logos for the suggestions (§9 "brand logo images 32x13"): {suggest}/brand-logo/{brandId}.webp, monograms drawn at 2x. */
export const BRAND_LOGO_SIZE = { width: 64, height: 26 } as const;

export function registerSuggest(app: Hono<AppEnv>, deps: Deps): void {
  app.get(`${SERVICE_MAP.suggest}${BRAND_LOGO_PATH}:file{\\d+\\.webp}`, (c) => {
    const brand = deps.data.brandById.get(Number(c.req.param('file').replace(/\.webp$/, '')));
    if (!brand) throw notFound('no such brand');
    return sendWebp(c, deps.pictures.brandLogo(brand, BRAND_LOGO_SIZE.width, BRAND_LOGO_SIZE.height));
  });

  // GET /api/v7/hint?query=&locale=&lang= -> {suggests, max_tags_rows}.
  app.get(`${SERVICE_MAP.suggest}${HINT_API_PATH}`, (c) => {
    const typed = c.req.query('query') ?? '';
    if (typed.length > MAX_QUERY_LENGTH) throw badRequest(`query longer than ${MAX_QUERY_LENGTH} characters`);
    const query = typed.trim().toLowerCase();
    const lang = shopLanguage(c.req.query('lang'));
    const suggests: Suggestion[] = [];
    const add = (s: Omit<Suggestion, 'pos' | 'typedText'>) => suggests.push({ ...s, typedText: typed, pos: suggests.length });
    for (const h of historyOf(deps, c)
      .filter((h) => query === '' || h.toLowerCase().includes(query))
      .slice(0, HISTORY_LIMIT)) {
      add({ name: h, search: h, type: SUGGEST_TYPE.history, typeStr: 'history' });
    }
    if (query !== '' && tokens(query).length > 0) {
      for (const item of flattenMenu(deps.data.menu(lang))) {
        if (item.name.toLowerCase() === query && item.url.startsWith('/catalog/')) {
          add({
            name: item.name,
            search: item.name,
            type: SUGGEST_TYPE.common,
            typeStr: 'redirect',
            url: item.url,
            id: item.id,
            xShard: item.shard,
            xParams: item.query,
          });
        }
      }
      for (const phrase of commonPhrases(deps, query, lang)) add({ name: phrase, search: phrase, type: SUGGEST_TYPE.common, typeStr: 'suggest' });
      for (const brand of deps.data.brands.filter((b) => b.name.toLowerCase().startsWith(query)).slice(0, BRAND_LIMIT)) {
        add({
          name: brand.name,
          search: brand.name,
          type: SUGGEST_TYPE.brand,
          typeStr: 'brand',
          brandId: brand.id,
          brandHash: brand.hash,
          brand_name: brand.name,
          id: brand.id,
          url: `/brands/${brand.slug}`,
        });
      }
      const tags = deps.data.subjects.filter((s) =>
        tokens(query).some((t) => s.names[lang].toLowerCase().includes(t) || s.noun[lang].toLowerCase().includes(t)),
      );
      for (const subject of tags.slice(0, TAG_LIMIT)) {
        add({ name: subject.names[lang].toLowerCase(), search: subject.names[lang].toLowerCase(), type: SUGGEST_TYPE.tags, typeStr: 'tag', id: subject.id });
      }
    }
    return c.json({ suggests, max_tags_rows: MAX_TAGS_ROWS });
  });
}
