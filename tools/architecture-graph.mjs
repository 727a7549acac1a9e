#!/usr/bin/env node
// Draws docs/architecture-layers.svg and docs/architecture-core.svg from the code: the module
// graph dependency-cruiser reads with .dependency-cruiser.cjs, laid out by Graphviz compiled to
// WebAssembly (@viz-js/viz). `npm run docs:architecture` after a change of the module graph
// (tests/unit/tools/architecture-graph.test.ts fails while the pictures are not current).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instance } from '@viz-js/viz';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');

/** Bottom-up: a layer sits above the layers it uses. */
const LAYERS = {
  layers: ['host', 'widgets', 'sw', 'core/runtime', 'core/domain', 'core/transport', 'core/platform', 'contracts'],
  core: ['core/runtime', 'core/domain', 'core/transport', 'core/platform'],
};

const GRAPHS = [
  {
    file: 'docs/architecture-layers.svg',
    // host -> widgets -> core's layers -> contracts; host -> sw -> core/transport; demo -> contracts.
    collapse: '^(host|widgets|sw|demo|contracts|core/[^/]+)',
    includeOnly: '^(host|widgets|sw|demo|contracts|core)/',
    folders: ['host', 'widgets', 'sw', 'demo', 'contracts', 'core'],
    layers: LAYERS.layers,
    layerOf: (node) => node,
  },
  {
    file: 'docs/architecture-core.svg',
    // Each module of core's layers. contracts/, which every layer may read, is left out here.
    collapse: '^(core/(platform|transport|domain)/[^/]+|core/runtime)',
    includeOnly: '^core/',
    folders: ['core'],
    layers: LAYERS.core,
    layerOf: (node) => node.split('/').slice(0, 2).join('/'),
  },
];

/** The module graph, collapsed to `collapse`: node -> the nodes it imports. */
function moduleGraph(graph) {
  const json = execFileSync(
    DEPCRUISE,
    ['--config', '.dependency-cruiser.cjs', '--include-only', graph.includeOnly, '--collapse', graph.collapse, '--output-type', 'json', ...graph.folders],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const edges = new Map();
  for (const module of JSON.parse(json).modules) {
    const targets = edges.get(module.source) ?? new Set();
    for (const dependency of module.dependencies) if (dependency.resolved !== module.source) targets.add(dependency.resolved);
    edges.set(module.source, targets);
  }
  return edges;
}

/** Leaves out an arrow a -> c when a reaches c another way (a -> b -> c): the graph has no cycles. */
function transitiveReduction(edges) {
  const reach = new Map();
  const reachable = (node) => {
    if (!reach.has(node)) {
      const found = new Set();
      for (const next of edges.get(node) ?? []) {
        found.add(next);
        for (const further of reachable(next)) found.add(further);
      }
      reach.set(node, found);
    }
    return reach.get(node);
  };
  const reduced = new Map();
  for (const [node, targets] of edges) {
    reduced.set(node, new Set([...targets].filter((target) => ![...targets].some((other) => other !== target && reachable(other).has(target)))));
  }
  return reduced;
}

function dot(graph, edges) {
  const label = (node) => (graph.layerOf(node) === node ? node : node.slice(graph.layerOf(node).length + 1));
  const lines = [
    'digraph architecture {',
    '  rankdir="TB" newrank="true" nodesep="0.15" ranksep="0.5" fontname="Helvetica" fontsize="11"',
    '  node [shape="box" style="rounded,filled" fillcolor="#ffffcc" fontname="Helvetica" fontsize="10" height="0.25"]',
    '  edge [color="#00000066" arrowsize="0.6"]',
  ];
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])])].sort();
  for (const layer of graph.layers) {
    const members = nodes.filter((node) => graph.layerOf(node) === layer);
    if (members.length === 0) continue;
    const ids = members.map((node) => `"${node}" [label="${label(node)}"]`).join(' ');
    if (members.length === 1 && members[0] === layer) lines.push(`  ${ids}`);
    else
      lines.push(`  subgraph "cluster_${layer}" { label="${layer}" style="rounded" ${ids} { rank="same" ${members.map((node) => `"${node}"`).join(' ')} } }`);
  }
  for (const node of nodes.filter((node) => !graph.layers.includes(graph.layerOf(node)))) lines.push(`  "${node}" [label="${label(node)}"]`);
  for (const [node, targets] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
    for (const target of [...targets].sort()) lines.push(`  "${node}" -> "${target}"`);
  }
  lines.push('}');
  return lines.join('\n');
}

/** Each graph's file (relative to the repository) and its SVG, drawn from the code as it is now. */
export async function architectureGraphs() {
  const viz = await instance();
  return GRAPHS.map((graph) => ({ file: graph.file, svg: viz.renderString(dot(graph, transitiveReduction(moduleGraph(graph))), { format: 'svg' }) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, svg } of await architectureGraphs()) {
    writeFileSync(path.join(ROOT, file), svg);
    console.log(`wrote ${file}`);
  }
}
