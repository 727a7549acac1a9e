/**
 * The options an integrator restricts a list to (a json attribute holding an array of codes);
 * anything that is not such an array is reported and the full list is kept.
 */
export function restrictOptions<T extends string>(all: readonly T[], wanted: unknown, attribute: string): readonly T[] {
  if (wanted === undefined) return all;
  if (!Array.isArray(wanted)) {
    console.error(`[vitrina] <vt-locale-switcher> "${attribute}" must be a JSON array of codes; showing all.`);
    return all;
  }
  const picked = all.filter((code) => wanted.includes(code));
  return picked.length > 0 ? picked : all;
}
