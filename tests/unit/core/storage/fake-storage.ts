/** A Storage with a capacity (characters of keys plus values) that throws QuotaExceededError like browsers. */
export class FakeStorage implements Storage {
  private readonly data = new Map<string, string>();
  constructor(private readonly capacity = Number.POSITIVE_INFINITY) {}

  get length() {
    return this.data.size;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.data].reduce((sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.capacity) {
      throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
    }
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
  [name: string]: unknown;
}

/** A Storage every call of which throws, as in a sandboxed frame or with storage blocked. */
export function blockedStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length(): number {
      return fail();
    },
    key: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
    clear: fail,
  } as Storage;
}
