/** One React root per test for the widget unit tests (happy-dom), mounted the way an element mounts its component. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'jotai/react';
import { afterEach, beforeEach } from 'vitest';
import { getStore } from '../../../core/platform/store/store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface ReactRootFixture {
  /** The test's container, in the document. */
  readonly host: HTMLDivElement;
  /** Renders `ui` under the page's jotai store, inside act(). */
  render(ui: ReactNode): void;
}

/** Call in a describe (or at the top of a file): each test gets a fresh root, unmounted and removed after it. */
export function reactRootPerTest(): ReactRootFixture {
  let host: HTMLDivElement | null = null;
  let root: Root | null = null;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    root = host = null;
  });
  return {
    get host() {
      if (!host) throw new Error('reactRootPerTest: the host exists only while a test runs');
      return host;
    },
    render(ui) {
      if (!root) throw new Error('reactRootPerTest: render() only inside a test');
      act(() => root!.render(<Provider store={getStore()}>{ui}</Provider>));
    },
  };
}
