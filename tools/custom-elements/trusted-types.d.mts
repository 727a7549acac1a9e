export function trustedTypesPolicies(root: string): string[];
