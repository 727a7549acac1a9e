import { OAUTH_SAVED_OPTIONS_PATH, readSavedOptions, type SavedOAuthOptions } from '../../../../contracts/oauth';
import type { UserStorageEntry } from '../../../../contracts/user-storage';

/** The saved options in a data/get answer: none when the file is missing, broken (bad base64 or JSON) or malformed. */
export function savedOptionsFrom(entries: readonly UserStorageEntry[]): SavedOAuthOptions {
  const entry = entries.find((candidate) => candidate.path === OAUTH_SAVED_OPTIONS_PATH);
  return entry && !entry.broken ? readSavedOptions(entry.data) : {};
}

/** Whether the shopper already let this app have every scope it asks for now. */
export function coveredBySaved(options: SavedOAuthOptions, clientId: string, scopes: readonly string[]): boolean {
  const saved = Object.hasOwn(options, clientId) ? options[clientId] : undefined;
  return !!saved && scopes.every((scope) => saved.scopes.includes(scope));
}

/** The options with this app's choice saved (the scopes it had before kept too); other apps' entries untouched. */
export function withSavedChoice(options: SavedOAuthOptions, clientId: string, scopes: readonly string[], now: number): SavedOAuthOptions {
  const before = Object.hasOwn(options, clientId) ? options[clientId]!.scopes : [];
  return { ...options, [clientId]: { scopes: [...new Set([...before, ...scopes])], savedAt: now } };
}
