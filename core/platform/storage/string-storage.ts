/**
 * The smallest storage a pure module needs: string values by key. A Map satisfies it in tests;
 * pages pass an adapter over the storage module's sync area. `set` may throw (a full storage):
 * callers treat that as a miss, never as a lost user action.
 */
export interface StringStorage {
  get(key: string): string | null | undefined;
  set(key: string, value: string): unknown;
}
