/** Small string preferences in localStorage; a blocked or full storage only loses the memory of the choice. */
export function readPreference(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`[vitrina] could not remember ${key}:`, error);
  }
}
