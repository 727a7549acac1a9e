import {
  InvalidRequestError,
  KnownServerError,
  MalformedResponseError,
  MissTokenError,
  NetworkError,
  request,
  normaliseBaseUrl,
} from '../../../transport/http';
import { getTokenData } from '../../../transport/token';
import {
  brokenEntries,
  encodeFile,
  parseAnswer,
  parseEntries,
  parseList,
  REASON_BROKEN,
  REASON_EMPTY,
  REASON_MOVED,
  STATE_FAILED,
  STATE_SUCCESS,
  type UserStorageAnswer,
  type UserStorageEntry,
  USER_STORAGE_PATHS,
} from '../../../../contracts/user-storage';
import { hostForShard, resetRoutes, saveMovedHost } from './routes';

/** A moved answer (reason 37) is followed this many times per call; a second move is an error. */
export const MAX_MOVES_PER_CALL = 1;

export interface CallOptions {
  /** ms; e.g. 1.2 s for wb_oauth_saved_options (storefront-routing-wallet.md §7). */
  timeout?: number;
  signal?: AbortSignal;
}

/** POST /api/v2/list {path}: the paths under a folder. Reasons 24 and 50 give an empty list. */
export async function listUserStorage(path: string, options: CallOptions = {}): Promise<string[]> {
  const answer = await call(USER_STORAGE_PATHS.list, { path }, options);
  if (answer.state === STATE_SUCCESS) return parseList(answer.body);
  if (answer.reason === REASON_EMPTY || answer.reason === REASON_BROKEN) return [];
  throw failure(USER_STORAGE_PATHS.list, answer);
}

/** POST /api/v2/data/get {paths}: reason 24 gives no entries, reason 50 a broken placeholder per path. */
export async function getUserStorageData(paths: readonly string[], options: CallOptions = {}): Promise<UserStorageEntry[]> {
  const answer = await call(USER_STORAGE_PATHS.get, { paths }, options);
  if (answer.state === STATE_SUCCESS) return parseEntries(answer.body);
  if (answer.reason === REASON_EMPTY) return [];
  if (answer.reason === REASON_BROKEN) return brokenEntries(paths);
  throw failure(USER_STORAGE_PATHS.get, answer);
}

/** POST /api/v2/data/set {path, data}; data goes as base64 JSON, the form data/get gives back in `file`. */
export async function setUserStorageData(path: string, data: unknown, options: CallOptions = {}): Promise<void> {
  let file: string;
  try {
    file = encodeFile(data);
  } catch (cause) {
    throw new InvalidRequestError(`{userStorage}${USER_STORAGE_PATHS.set}`, 'data cannot be stored as JSON', cause);
  }
  const answer = await call(USER_STORAGE_PATHS.set, { path, data: file }, options);
  if (answer.state !== STATE_SUCCESS) throw failure(USER_STORAGE_PATHS.set, answer);
}

/**
 * One call on the user's shard host. storefront-shell.md §8: reason 37 saves the host from
 * `location` and repeats the call; a network error resets the host map and retries once.
 */
async function call(apiPath: string, body: unknown, options: CallOptions): Promise<UserStorageAnswer> {
  const shard = getTokenData()?.shard_key;
  if (!shard) throw new MissTokenError(`{userStorage}${apiPath}`);
  let moves = 0;
  let networkRetried = false;
  for (;;) {
    const base = await hostForShard(shard);
    let answer: UserStorageAnswer;
    try {
      answer = (await request({ url: base + apiPath, method: 'POST', body: { json: body }, auth: 'required', parse: parseAnswer, ...options })) ?? {
        state: STATE_SUCCESS,
        reason: null,
        body: null,
        location: null,
      };
    } catch (error) {
      if (error instanceof NetworkError && !networkRetried) {
        networkRetried = true;
        resetRoutes();
        continue;
      }
      throw error;
    }
    if (answer.state === STATE_FAILED && answer.reason === REASON_MOVED && moves < MAX_MOVES_PER_CALL) {
      const moved = normaliseBaseUrl(answer.location, base);
      if (!moved) throw new MalformedResponseError(base + apiPath, 'moved without a usable location');
      saveMovedHost(shard, moved);
      moves++;
      continue;
    }
    return answer;
  }
}

function failure(apiPath: string, answer: UserStorageAnswer): KnownServerError {
  return new KnownServerError(`{userStorage}${apiPath}`, answer.reason ?? `state ${answer.state}`, answer);
}
