import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['contracts', 'core', 'widgets', 'host'];

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Names passed to `trustedTypes.createPolicy(name, …)` anywhere in the browser code, as a string
 * literal or a string constant (`const TRUSTED_TYPES_POLICY = 'vitrina'`): what a host page's
 * `trusted-types` directive must allow.
 */
export function trustedTypesPolicies(root) {
  const texts = SOURCES.flatMap((dir) => files(path.join(root, dir))).map((file) => readFileSync(file, 'utf8'));
  const constants = new Map();
  for (const text of texts) {
    for (const match of text.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*(['"`])([^'"`]+)\2/g)) constants.set(match[1], match[3]);
  }
  const names = new Set();
  for (const text of texts) {
    for (const match of text.matchAll(/createPolicy\(\s*(?:(['"`])([^'"`]+)\1|([A-Za-z_$][\w$]*)\s*,)/g)) {
      const name = match[2] ?? constants.get(match[3]);
      if (name === undefined) throw new Error(`trusted-types: cannot read the policy name ${match[3]} (use a string constant)`);
      names.add(name);
    }
  }
  return [...names].sort();
}
