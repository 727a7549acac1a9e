export function vitrinaVirtualModules(root: string, options?: { preloadDependencies?: boolean }): import('vite').Plugin;
export const ROOT: string;
export function widgetDependencies(
  chunks: ReadonlyArray<{ fileName: string; imports: readonly string[]; facadeModuleId?: string | null }>,
  loaderFile: string,
): { files: string[]; tags: Record<string, number[]> };
