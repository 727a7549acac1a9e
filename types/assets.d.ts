/** `import css from './x.css?inline'` gives the stylesheet text (rollup: tools/css-inline plugin; vitest: vite's own). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
