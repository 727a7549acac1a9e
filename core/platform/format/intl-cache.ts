/**
 * Intl objects are costly to build and lists of thousands of prices format in one render:
 * one instance per (language, options) is kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const displayNameSets = new Map<string, Intl.DisplayNames>();

function cached<T>(cache: Map<string, T>, language: string, options: object, make: () => T): T {
  const key = `${language}|${JSON.stringify(options)}`;
  let value = cache.get(key);
  if (!value) cache.set(key, (value = make()));
  return value;
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  cached(numberFormats, language, options, () => new Intl.NumberFormat(language, options));

export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached(dateFormats, language, options, () => new Intl.DateTimeFormat(language, options));

/** `languages` in order of preference (the first one Intl has wins). */
export const displayNames = (languages: readonly string[], options: Intl.DisplayNamesOptions) =>
  cached(displayNameSets, languages.join(','), options, () => new Intl.DisplayNames([...languages], options));
