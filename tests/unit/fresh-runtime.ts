import { createRuntime, installRuntime, type Runtime, type RuntimeDeps } from '../../core/runtime';

/** A new page: a runtime over `deps` (the test's fakes; happy-dom's APIs for the rest), installed. */
export function freshRuntime(deps: Partial<RuntimeDeps> = {}): Runtime {
  return installRuntime(createRuntime(deps));
}
