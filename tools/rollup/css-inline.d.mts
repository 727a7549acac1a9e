export function minifyCss(text: string): string;
export function withoutHostRules(text: string): string;
export function cssInline(): import('rollup').Plugin;
