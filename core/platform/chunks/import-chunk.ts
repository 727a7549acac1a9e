/**
 * Loading the kit's own code chunks (storefront-routing-wallet.md §8 "Chunk load failure:
 * 'Loading chunk {n} failed' (timeout 120000 ms); CSS chunk failure 'Loading CSS chunk {n}
 * failed'"; storefront-shell.md §8 "Module not found: error code MODULE_NOT_FOUND").
 */

/** A chunk that has not arrived after this long has failed (routing-wallet §8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A failed chunk is asked for once more before the failure is final. */
export const CHUNK_LOAD_RETRIES = 1;

export type ChunkErrorCode = 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED' | 'MODULE_NOT_FOUND';
export type ChunkKind = 'js' | 'css';

/** A chunk that could not be loaded: the spec's message, a code, the chunk's name, the last failure as cause. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly code: ChunkErrorCode,
    options?: { cause?: unknown },
  ) {
    super(
      code === 'MODULE_NOT_FOUND'
        ? `Cannot find module '${chunk}'`
        : code === 'CSS_CHUNK_LOAD_FAILED'
          ? `Loading CSS chunk ${chunk} failed`
          : `Loading chunk ${chunk} failed`,
      options,
    );
  }
}

export interface ImportChunkOptions {
  kind?: ChunkKind;
  timeoutMs?: number;
  retries?: number;
}

function withTimeout<T>(job: Promise<T>, ms: number, chunk: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`chunk ${chunk} did not arrive within ${ms} ms`)), ms);
  });
  return Promise.race([job, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs `importer` (a dynamic import of chunk `chunk`) with the 120000 ms limit, tries once more
 * after a failure or a timeout, and then rejects with a ChunkLoadError carrying the spec's message
 * ('Loading chunk {n} failed', or 'Loading CSS chunk {n} failed' for a style sheet).
 */
export async function importChunk<T>(chunk: string, importer: () => Promise<T>, options: ImportChunkOptions = {}): Promise<T> {
  const { kind = 'js', timeoutMs = CHUNK_LOAD_TIMEOUT_MS, retries = CHUNK_LOAD_RETRIES } = options;
  let last: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await withTimeout(importer(), timeoutMs, chunk);
    } catch (error) {
      last = error;
    }
  }
  throw new ChunkLoadError(chunk, kind === 'css' ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED', { cause: last });
}

/** The error for a chunk the kit does not have (an unknown element name): code MODULE_NOT_FOUND. */
export const moduleNotFound = (chunk: string): ChunkLoadError => new ChunkLoadError(chunk, 'MODULE_NOT_FOUND');
