import { runInOwnTask } from './own-task';

// A registered symbol rather than a part of the page runtime: it mirrors the page's one
// customElements registry, which outlives any runtime (a test's fresh one cannot undefine a tag),
// and every copy of the kit, of any version, must read it to warn about a mismatch.
const VERSIONS_KEY = Symbol.for('vitrina.versions');

type VersionHolder = { [VERSIONS_KEY]?: Map<string, string> };

/**
 * Registers a custom element once. A second call (a second copy of the bundle, a re-imported
 * chunk) is a no-op; if that copy is another version of the kit it warns, because the element
 * the page gets is the first one defined.
 */
export function defineOnce(tag: string, ctor: CustomElementConstructor, version: string): boolean {
  const holder = globalThis as VersionHolder;
  const versions = (holder[VERSIONS_KEY] ??= new Map());
  if (customElements.get(tag)) {
    const defined = versions.get(tag);
    if (defined && defined !== version) {
      console.warn(`[vitrina] <${tag}> is already defined by version ${defined}; version ${version} is ignored.`);
    }
    return false;
  }
  customElements.define(tag, ctor);
  versions.set(tag, version);
  return true;
}

/**
 * defineOnce in a task of its own (core/dom/own-task.ts): the element's upgrade (constructor,
 * shadow root, React root, configuration) is not added to the task that evaluates its chunk.
 */
export function defineOnceInOwnTask(tag: string, ctor: CustomElementConstructor, version: string): void {
  runInOwnTask(() => defineOnce(tag, ctor, version));
}
