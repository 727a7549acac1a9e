/** Lets other widgets render <vt-back-to-top> in JSX (the loader loads its chunk when it appears). */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vt-back-to-top': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { 'app-container'?: string };
    }
  }
}

export {};
