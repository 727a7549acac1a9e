import { readFileSync } from 'node:fs';

/** The text inside `var(` … `)` starting at `start` (just after the opening parenthesis), parentheses balanced. */
function balanced(css, start) {
  let depth = 1;
  for (let i = start; i < css.length; i += 1) {
    if (css[i] === '(') depth += 1;
    else if (css[i] === ')' && (depth -= 1) === 0) return css.slice(start, i);
  }
  return css.slice(start);
}

/**
 * `--vt-*` custom properties the stylesheets read, with the fallback each `var()` gives (the
 * first one seen when several differ). Nested `var(--vt-a, var(--vt-b, x))` lists both.
 */
export function cssCustomProperties(files) {
  const found = new Map();
  for (const file of files) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of css.matchAll(/var\(\s*(--vt-[\w-]+)\s*(,)?/g)) {
      const name = match[1];
      const fallback = match[2] ? balanced(css, match.index + match[0].length).trim() : undefined;
      if (!found.has(name) || (found.get(name) === undefined && fallback !== undefined)) found.set(name, fallback);
    }
  }
  return [...found].sort(([a], [b]) => a.localeCompare(b)).map(([name, fallback]) => (fallback === undefined ? { name } : { name, default: fallback }));
}
