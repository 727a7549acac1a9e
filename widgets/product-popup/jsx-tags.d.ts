import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <vt-product-card> rendered inside the popup's shadow root (the loader loads its chunk). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vt-product-card': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'nm-id'?: string;
        size?: string | undefined;
        variant?: string;
        'target-url'?: string | undefined;
        erid?: string | undefined;
        'is-trend'?: string | undefined;
      };
    }
  }
}
