/**
 * The emergency-situation file (storefront-shell.md §7 "Shell": GET static
 * emergency-situation/{id}.json, 4 s timeout). The spec does not show its fields or its id: the
 * id is the country id of storefront-shell.md §3 (ru 1, by 2, ...), one notice per country, and
 * the file is {id, active, title, text, link?}.
 */

/** storefront-shell.md §7 "4 s timeout". */
export const EMERGENCY_TIMEOUT_MS = 4000;

export function emergencySituationPath(id: number): string {
  return `/emergency-situation/${id}.json`;
}

export interface EmergencySituationWire {
  id: number;
  active: boolean;
  title: string;
  text: string;
  link?: string;
}

export interface EmergencyNotice {
  id: number;
  title: string;
  text: string;
  /** A same-site path starting with one '/', or absent. */
  link?: string;
}

export class MalformedEmergencyError extends Error {
  override name = 'MalformedEmergencyError';
}

/** The active notice, or null when the file says it is not active; a file of any other shape throws. */
export function reshapeEmergency(raw: unknown): EmergencyNotice | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new MalformedEmergencyError('emergency-situation: not an object');
  const { id, active, title, text, link } = raw as Record<string, unknown>;
  if (typeof active !== 'boolean') throw new MalformedEmergencyError('emergency-situation: active is not a boolean');
  if (!active) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new MalformedEmergencyError('emergency-situation: id is not an integer');
  if (typeof title !== 'string' || typeof text !== 'string' || (!title.trim() && !text.trim())) {
    throw new MalformedEmergencyError('emergency-situation: title and text are missing');
  }
  // Only a path on this site: the file must not send a shopper to another host (or a javascript: URL).
  const safeLink = typeof link === 'string' && /^\/(?!\/)[^\s\\]*$/.test(link) ? link : undefined;
  return { id, title: title.trim(), text: text.trim(), ...(safeLink ? { link: safeLink } : {}) };
}
