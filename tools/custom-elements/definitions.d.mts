export function toAttributeName(prop: string): string;
