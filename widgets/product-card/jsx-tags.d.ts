import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

/** The kit's elements the product card and popup render in their shadow roots (each loads its own chunk). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vt-add-to-cart': ElementProps & { product?: string; size?: string | undefined; 'target-url'?: string | undefined; meta?: string | undefined };
      'vt-favorite-toggle': ElementProps & { product?: string; size?: string | undefined; 'target-url'?: string | undefined; meta?: string | undefined };
    }
  }
}
