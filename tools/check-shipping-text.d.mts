export function trackerMentions(text: string): { line: number; text: string }[];
export function shippingFiles(root?: string): string[];
export function checkFiles(files: string[]): string[];
