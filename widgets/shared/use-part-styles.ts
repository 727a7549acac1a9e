import { useLayoutEffect } from 'react';
import { styleSheet } from './style-sheet';

/**
 * Adopts an on-demand part's own styles into its element's shadow root before the part paints,
 * after the sheets the element adopted when it was defined (the cascade keeps the order it had
 * when they were all adopted together). Once per root.
 */
export function usePartStyles(root: ShadowRoot, styles: readonly string[]): void {
  useLayoutEffect(() => {
    const missing = styles.map(styleSheet).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
    if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
  }, [root, styles]);
}
