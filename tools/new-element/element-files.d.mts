export const TAG_PATTERN: RegExp;
export function tagProblem(tag: unknown): string | null;
export function elementFiles(tag: string, languages: readonly string[]): Record<string, string>;
export function languagesOf(localesSource: string): string[];
