#!/usr/bin/env node
// Regenerates docs/theming.md, docs/events.md and demo/examples/jsx/vitrina-elements.d.ts from the widget sources
// (tests/unit/integrator checks they are current).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../rollup/virtual-modules.mjs';
import { buildManifest } from './manifest.mjs';
import { eventsDoc, themingDoc } from './docs.mjs';
import { moduleTypings } from './typings.mjs';

const EXAMPLE_TYPES = 'demo/examples/jsx/vitrina-elements.d.ts';
const manifest = buildManifest(ROOT);
mkdirSync(path.join(ROOT, 'docs'), { recursive: true });
writeFileSync(path.join(ROOT, 'docs/theming.md'), themingDoc(manifest));
writeFileSync(path.join(ROOT, 'docs/events.md'), eventsDoc(manifest));
mkdirSync(path.join(ROOT, 'demo/examples/jsx'), { recursive: true });
writeFileSync(path.join(ROOT, EXAMPLE_TYPES), moduleTypings(manifest));
console.log(`wrote docs/theming.md, docs/events.md and ${EXAMPLE_TYPES}`);
