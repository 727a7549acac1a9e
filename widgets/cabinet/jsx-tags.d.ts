import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

/** The kit's own element the cabinet renders inside its shadow root (/lk#notifications). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vt-notifications': ElementProps;
    }
  }
}
