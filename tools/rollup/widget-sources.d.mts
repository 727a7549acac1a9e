export interface WidgetFolder {
  name: string;
  tag: string;
  dir: string;
  define: string;
}
export function widgetFolders(root: string): WidgetFolder[];
export function sharedTextFolders(root: string): { name: string; dir: string }[];
export interface NamespaceFile {
  namespace: string;
  file: string;
  texts: Record<string, unknown>;
}
export function namespaceFiles(root: string, language: string): NamespaceFile[];
export function languages(root: string): string[];
export function reserveCss(root: string): string;
