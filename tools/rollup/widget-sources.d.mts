export interface WidgetFolder {
  name: string;
  tag: string;
  dir: string;
  define: string;
}
export function widgetFolders(root: string): WidgetFolder[];
export function mergedTranslations(root: string, language: string): { merged: Record<string, unknown>; files: string[] };
export function languages(root: string): string[];
export function reserveCss(root: string): string;
