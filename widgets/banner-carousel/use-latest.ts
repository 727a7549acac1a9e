import { useLayoutEffect, useRef } from 'react';

/** A ref always holding the latest value: long-lived listeners call the current callback. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
