/**
 * React 19's automatic JSX runtime with the kit's tags typed from the generated
 * vitrina-elements.d.ts. A host application outside this repository needs none of this: it
 * adds `dist/vitrina-react.d.ts` (which merges the same types into React's JSX namespace). Inside
 * the repository that merge would clash with the widgets' own partial JSX declarations, so the
 * example pages take the types through `@jsxImportSource ./jsx` instead.
 */
import type { JSX as ReactJSX } from 'react';
import type { VitrinaIntrinsicElements } from './vitrina-elements';

export { Fragment, jsx, jsxs } from 'react/jsx-runtime';

type HtmlIntrinsicElements = Omit<ReactJSX.IntrinsicElements, keyof VitrinaIntrinsicElements>;

// eslint-disable-next-line @typescript-eslint/no-namespace
export namespace JSX {
  export type ElementType = ReactJSX.ElementType;
  export type Element = ReactJSX.Element;
  export type ElementClass = ReactJSX.ElementClass;
  export type ElementAttributesProperty = ReactJSX.ElementAttributesProperty;
  export type ElementChildrenAttribute = ReactJSX.ElementChildrenAttribute;
  export type LibraryManagedAttributes<C, P> = ReactJSX.LibraryManagedAttributes<C, P>;
  export type IntrinsicAttributes = ReactJSX.IntrinsicAttributes;
  export type IntrinsicClassAttributes<T> = ReactJSX.IntrinsicClassAttributes<T>;
  export interface IntrinsicElements extends HtmlIntrinsicElements, VitrinaIntrinsicElements {}
}
