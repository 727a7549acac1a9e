import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

/** The kit's own elements the header renders inside its shadow root (each loads its own chunk). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vt-search': ElementProps & { layout?: string; 'results-url'?: string | undefined };
      'vt-locale-switcher': ElementProps;
      'vt-notifications': ElementProps;
      'vt-catalog-menu': ElementProps;
    }
  }
}
