export function vitrinaVirtualModules(root: string, options?: { preloadDependencies?: boolean }): import('vite').Plugin;
export const ROOT: string;
