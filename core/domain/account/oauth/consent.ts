import {
  OAUTH_PATHS,
  OAUTH_SAVED_OPTIONS_PATH,
  parseAuthorizeAnswer,
  PKCE_METHOD,
  type AuthorizeRequest,
  type SavedOAuthOptions,
} from '../../../../contracts/oauth';
import { MalformedResponseError, request, TimeoutError } from '../../../transport/http';
import { getUserStorageData, setUserStorageData } from '../../settings';
import type { OAuthRequest } from './request';
import { savedOptionsFrom, withSavedChoice } from './saved-options';

/** storefront-routing-wallet.md §7 "User storage read of wb_oauth_saved_options ... 1.2 s". */
export const SAVED_OPTIONS_TIMEOUT_MS = 1200;

export type SavedOptionsRead = { kind: 'skipped' } | { kind: 'read'; options: SavedOAuthOptions } | { kind: 'failed'; error: unknown };

/**
 * The options the shopper saved for apps (§7): skipped when the query has reauth, at most 1.2 s.
 * A failure or a timeout never blocks the page: it is logged and the page goes on as if nothing
 * were saved.
 */
export async function readSavedOAuthOptions(oauth: Pick<OAuthRequest, 'reauth'>): Promise<SavedOptionsRead> {
  if (oauth.reauth) return { kind: 'skipped' };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // The call's own timeout bounds the read; the race also bounds the shard-map lookup before it.
    const read = getUserStorageData([OAUTH_SAVED_OPTIONS_PATH], { timeout: SAVED_OPTIONS_TIMEOUT_MS, signal: controller.signal });
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new TimeoutError(`{userStorage}${OAUTH_SAVED_OPTIONS_PATH}`, SAVED_OPTIONS_TIMEOUT_MS));
      }, SAVED_OPTIONS_TIMEOUT_MS);
    });
    const entries = await Promise.race([read, late]);
    return { kind: 'read', options: savedOptionsFrom(entries) };
  } catch (error) {
    console.warn('[vitrina] the saved OAuth options could not be read; the consent screen shows as if none were saved', error);
    return { kind: 'failed', error };
  } finally {
    clearTimeout(timer);
  }
}

/** The shopper allows: the code the app trades for a token (contracts/oauth.ts), bound to this request's PKCE challenge. */
export async function authorizeOAuthApp(oauth: OAuthRequest): Promise<string> {
  const body: AuthorizeRequest = {
    client_id: oauth.clientId,
    redirect_uri: oauth.redirectUri,
    scope: oauth.scopes.join(' '),
    code_challenge: oauth.codeChallenge,
    code_challenge_method: PKCE_METHOD,
  };
  const answer = await request({
    url: { group: 'auth', path: OAUTH_PATHS.authorize },
    method: 'POST',
    body: { json: body },
    auth: 'required',
    parse: parseAuthorizeAnswer,
  });
  if (!answer) throw new MalformedResponseError(`{auth}${OAUTH_PATHS.authorize}`, 'empty answer');
  return answer.code;
}

/**
 * "Remember my choice": this app's scopes join the saved options. The file is read again first
 * (the page may have skipped or failed its read), so other apps' entries are never overwritten;
 * a read that fails stops the save (it rejects) rather than losing them. The spec gives the save no
 * timeout of its own: both calls keep to the read's 1.2 s, so a slow store holds the shopper little.
 */
export async function rememberOAuthChoice(oauth: OAuthRequest, now = Date.now()): Promise<void> {
  const entries = await getUserStorageData([OAUTH_SAVED_OPTIONS_PATH], { timeout: SAVED_OPTIONS_TIMEOUT_MS });
  const options = withSavedChoice(savedOptionsFrom(entries), oauth.clientId, oauth.scopes, now);
  await setUserStorageData(OAUTH_SAVED_OPTIONS_PATH, options, { timeout: SAVED_OPTIONS_TIMEOUT_MS });
}
