/** One namespace's texts: nested groups of strings, addressed by dotted keys (`cart.title`). */
export interface Texts {
  [key: string]: string | Texts;
}

export type TranslateValues = Record<string, unknown>;

/**
 * A translate function: the text of a key in one language, `{{name}}` filled from `values`, the
 * plural form chosen by `values.count` (i18next's `_one`, `_few`, `_many`, `_other` keys).
 */
export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * The texts of a parsed language file, with anything that is not a string or a group of strings
 * left out; null when the file is not a JSON object at all. A file is data from the network: a
 * number or a list where a text belongs must not reach the screen.
 */
export function textsOf(json: unknown): Texts | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const texts: Texts = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === '__proto__') continue;
    if (typeof value === 'string') texts[key] = value;
    else {
      const group = textsOf(value);
      if (group) texts[key] = group;
    }
  }
  return texts;
}
