import { useState } from 'react';

/**
 * A control's own value that gives way to its prop again whenever the prop changes (an attribute
 * set, changed or removed): undefined until the shopper chooses, and again after such a change.
 */
export function useChoiceResetBy<T>(prop: unknown): [T | undefined, (choice: T) => void] {
  const [state, setState] = useState<{ prop: unknown; choice?: T }>({ prop });
  let current = state;
  if (!Object.is(state.prop, prop)) {
    current = { prop };
    setState(current); // React's "adjust state when a prop changes" pattern: re-renders before painting.
  }
  return [current.choice, (choice: T) => setState({ prop, choice })];
}
