export function architectureGraphs(): Promise<{ file: string; svg: string }[]>;
