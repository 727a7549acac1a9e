export function minifyCss(text: string): string;
export function cssInline(): import('rollup').Plugin;
