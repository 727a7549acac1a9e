/** §8 "Template load failure: rejected, retried up to 3 times". */
export const TEMPLATE_RETRIES = 3;

/** §2.1 "Navigation history is kept in session storage under spa_history". */
export const SPA_HISTORY_KEY = 'spa_history';

/** §2.1 "Three containers (index 0 to 2) each hold one view model". */
export const VIEW_MODEL_CONTAINERS = 3;

/** §2.1 preview template ids: preview_{route} or preview_General. */
export const PREVIEW_PREFIX = 'preview_';
export const PREVIEW_GENERAL = 'preview_General';

/** §8 "Chunk load failure: 'Loading chunk {n} failed' (timeout 120000 ms)". */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** §8 "Default server error text: key common.errors.serverError". */
export const SERVER_ERROR_KEY = 'common.errors.serverError';
/** §8 "Failed card link ... success message key basket.cardIsSuccessfullyLinked". */
export const CARD_LINKED_KEY = 'basket.cardIsSuccessfullyLinked';
