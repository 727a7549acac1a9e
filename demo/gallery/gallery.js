import { h } from './dom.js';
import { elementCard } from './element-card.js';
import { loadElements, loadSamples } from './manifest.js';
import { setUpThemeToggle } from './theme.js';

/** /gallery: every element of dist/custom-elements.json, generated from the manifest (no list of tags here). */
async function main() {
  const toggle = document.getElementById('theme-toggle');
  if (toggle instanceof HTMLButtonElement) setUpThemeToggle(toggle);
  const main = document.getElementById('elements');
  const status = document.getElementById('gallery-status');
  const index = document.getElementById('element-index');
  if (!main || !status || !index) return;
  try {
    const [elements, samples] = await Promise.all([loadElements(), loadSamples()]);
    for (const declaration of elements) {
      main.append(elementCard(declaration, samples));
      index.append(h('li', {}, [h('a', { href: `#${declaration.tagName}` }, [`<${declaration.tagName}>`])]));
    }
    status.textContent = `${elements.length} elements.`;
  } catch (error) {
    status.textContent = `The gallery could not load the manifest: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    main.setAttribute('aria-busy', 'false');
  }
}

void main();
