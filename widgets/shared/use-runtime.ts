import { createContext, useContext } from 'react';
import type { Runtime } from '../../core/runtime';

/** The page's runtime, provided to every element's React tree by defineReactElement. */
export const RuntimeContext = createContext<Runtime | null>(null);

/** The page's runtime: its store and services (a component rendered outside an element has none). */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('[vitrina] useRuntime() outside a vt-* element: render it inside defineReactElement');
  return runtime;
}
