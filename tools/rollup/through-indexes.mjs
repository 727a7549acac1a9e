import path from 'node:path';
import MagicString from 'magic-string';

/** A module's public surface (docs/architecture.md): core/<layer>/<module>/index.ts, contracts/<contract>/index.ts. */
const MODULE_INDEX = /[\\/](core|contracts)[\\/].*[\\/]index\.ts$/;

const nameOf = (node) => (node.type === 'Identifier' ? node.name : String(node.value));

/**
 * Imports through a module's index.ts go, in the bundle, straight to the file that defines each
 * name. The sources keep the architecture's rule (outside a module, import only its index); the
 * bundler sees the graph it would see without index files. Rollup adds a manual chunk's static
 * dependencies to that chunk, and an index statically imports every part of its module: without
 * this, the session core's chunk (rollup.config.mjs) would take in every part of each module the
 * session touches, and every page would download them.
 * Runs after TypeScript (on JavaScript: type-only imports are gone).
 */
export function throughIndexes(root) {
  const bindings = new Map(); // index id -> Promise<Map<exported name, { id, name }>>

  /** What each name an index offers is, where it is defined (through nested indexes). */
  function indexBindings(context, indexId) {
    if (!bindings.has(indexId)) {
      bindings.set(
        indexId,
        (async () => {
          const info = await context.load({ id: indexId });
          const map = new Map();
          const follow = async (exported, targetId, name) => {
            if (MODULE_INDEX.test(targetId)) {
              const nested = (await indexBindings(context, targetId)).get(name);
              if (nested) map.set(exported, nested);
            } else map.set(exported, { id: targetId, name });
          };
          for (const node of info.ast?.body ?? []) {
            if (!node.source) continue;
            const target = await context.resolve(String(node.source.value), indexId);
            if (!target || target.external) continue;
            if (node.type === 'ExportNamedDeclaration') {
              for (const specifier of node.specifiers) await follow(nameOf(specifier.exported), target.id, nameOf(specifier.local));
            } else if (node.type === 'ExportAllDeclaration' && !node.exported) {
              const targetInfo = await context.load({ id: target.id });
              for (const name of targetInfo.exports ?? []) if (name !== 'default' && !map.has(name)) await follow(name, target.id, name);
            }
          }
          return map;
        })(),
      );
    }
    return bindings.get(indexId);
  }

  return {
    name: 'vitrina-through-indexes',
    async transform(code, id) {
      if (!id.startsWith(root) || id.includes('node_modules') || !/\.(ts|tsx)$/.test(id)) return null;
      if (!/from\s*['"]\.{1,2}\//.test(code)) return null;
      const ast = this.parse(code);
      const out = new MagicString(code);
      let changed = false;
      for (const node of ast.body) {
        const named = node.type === 'ImportDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source);
        if (!named || !String(node.source.value).startsWith('.')) continue;
        const specifiers = node.specifiers.filter((s) => s.type === 'ImportSpecifier' || s.type === 'ExportSpecifier');
        if (specifiers.length === 0 || specifiers.length !== node.specifiers.length) continue;
        const target = await this.resolve(String(node.source.value), id);
        if (!target || target.external || !MODULE_INDEX.test(target.id)) continue;
        const map = await indexBindings(this, target.id);
        const byFile = new Map();
        const kept = [];
        for (const specifier of specifiers) {
          const imported = nameOf(node.type === 'ImportDeclaration' ? specifier.imported : specifier.local);
          const local = nameOf(node.type === 'ImportDeclaration' ? specifier.local : specifier.exported);
          const binding = map.get(imported);
          const clause = binding && binding.name === local ? local : `${binding ? binding.name : imported} as ${local}`;
          if (!binding) kept.push(clause);
          else byFile.set(binding.id, [...(byFile.get(binding.id) ?? []), clause]);
        }
        if (byFile.size === 0) continue;
        const keyword = node.type === 'ImportDeclaration' ? 'import' : 'export';
        const relative = (file) => {
          const spec = path.relative(path.dirname(id), file).split(path.sep).join('/');
          return spec.startsWith('.') ? spec : `./${spec}`;
        };
        const statements = [...byFile].map(([file, clauses]) => `${keyword} { ${clauses.join(', ')} } from '${relative(file)}';`);
        if (kept.length) statements.push(`${keyword} { ${kept.join(', ')} } from '${String(node.source.value)}';`);
        out.overwrite(node.start, node.end, statements.join(' '));
        changed = true;
      }
      return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
