export function vitrinaVirtualModules(root: string): import('vite').Plugin;
export const ROOT: string;
