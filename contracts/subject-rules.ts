/**
 * Static subject files (storefront-shell.md §7 "Static: adult subjects, no-return subjects, return
 * days by subject and hash"; §9 "adult subjects cache 24 h; return days cache 1 h";
 * storefront-routing-wallet.md §9 "No-return locale bit positions: by 2, kz 3, kg 4, am 5, uz 13,
 * default 1"). Shapes (not shown in the spec): adult-subjects.json is a list of subject ids;
 * no-return-subjects.json maps a subject id to a bit mask of the locales where it cannot be
 * returned; return-days.json maps a subject id to its return days; return-days.json.hash is text.
 */

export const ADULT_SUBJECTS_PATH = '/adult-subjects.json';
export const NO_RETURN_SUBJECTS_PATH = '/no-return-subjects.json';
export const RETURN_DAYS_PATH = '/return-days.json';
export const RETURN_DAYS_HASH_PATH = '/return-days.json.hash';

export class MalformedSubjectFileError extends Error {
  override name = 'MalformedSubjectFileError';
}

const isSubjectId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function reshapeAdultSubjects(raw: unknown): number[] {
  if (!Array.isArray(raw)) throw new MalformedSubjectFileError('adult-subjects.json is not a list');
  return raw.filter(isSubjectId);
}

/** {subjectId: non-negative integer}; entries of another shape are skipped, a non-object throws. */
function reshapeIntegerMap(raw: unknown, file: string): Record<number, number> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new MalformedSubjectFileError(`${file} is not an object`);
  const map: Record<number, number> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const id = Number(key);
    if (isSubjectId(id) && typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) map[id] = value;
  }
  return map;
}

export const reshapeNoReturnSubjects = (raw: unknown) => reshapeIntegerMap(raw, 'no-return-subjects.json');
export const reshapeReturnDays = (raw: unknown) => reshapeIntegerMap(raw, 'return-days.json');
