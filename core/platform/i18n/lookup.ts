/** A language's merged translations: nested objects of strings, addressed by dotted keys. */
export interface Bundle {
  [key: string]: string | Bundle;
}

export type TranslateValues = Record<string, unknown>;

/** The string at a dotted key, or undefined when the key is missing or names a group. */
export function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Replaces `{{name}}` with the value's text; a placeholder without a value stays visible. */
export function interpolate(text: string, values: TranslateValues | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (values[name] === undefined || values[name] === null ? whole : String(values[name])));
}

/** A new bundle with `extra`'s keys laid over `base`'s, group by group. */
export function mergeBundles(base: Bundle, extra: Bundle): Bundle {
  const out: Bundle = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = typeof value !== 'string' && current !== undefined && typeof current !== 'string' ? mergeBundles(current, value) : value;
  }
  return out;
}
