import type { BackendModule, ReadCallback } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../../contracts/locales';
import { textsOf } from './texts';

/** storefront-shell.md §1: a language file taking longer than this is given up on. */
export const TRANSLATION_TIMEOUT_MS = 15_000;
/** storefront-shell.md §1: the error logged when it is. */
export const TRANSLATION_TIMEOUT_MESSAGE = 'translation load exceeded 15 seconds';

export interface LocaleFilesOptions {
  /** Where `{lng}/{ns}.json` files are, read at each request (the build puts them in dist/locales/). */
  base(): string;
  /** Told when a file is asked for, and why it could not be had: the loader warns once per load. */
  started(language: string, namespace: string): void;
  failed(language: string, namespace: string, reason: string): void;
}

/**
 * The i18next backend of the kit: `{base}{lng}/{ns}.json`, one file per element and language, so a
 * page pays only for the elements it shows. ru is never fetched: it ships inside each element's
 * chunk. A file that answers an error, is not a JSON object or takes over 15 s is a failed read,
 * and i18next's fallback chain keeps showing the ru texts.
 */
export class LocaleFilesBackend implements BackendModule<LocaleFilesOptions> {
  readonly type = 'backend';
  readonly callbackApi = true;
  private options!: LocaleFilesOptions;

  init(_services: unknown, options: LocaleFilesOptions): void {
    this.options = options;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    if (language === DEFAULT_LANGUAGE) {
      callback(null, {});
      return;
    }
    const url = `${this.options.base()}${language}/${namespace}.json`;
    this.options.started(language, namespace);
    fetchTexts(url, TRANSLATION_TIMEOUT_MS).then(
      (texts) => callback(null, texts),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.options.failed(language, namespace, reason);
        callback(error instanceof Error ? error : new Error(reason), false);
      },
    );
  }
}

async function fetchTexts(url: string, timeoutMs: number): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(TRANSLATION_TIMEOUT_MESSAGE));
    }, timeoutMs);
  });
  const load = (async () => {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new Error(`${url} is not JSON`);
    }
    const texts = textsOf(json);
    if (!texts) throw new Error(`${url} is not a JSON object of texts`);
    return texts;
  })();
  try {
    return await Promise.race([load, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
