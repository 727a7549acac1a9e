/** DESIGN.md "Budgets": the figures `npm run bench` checks. Sizes are gzip bytes. */
export const KB = 1024;

export const BUDGETS = {
  loaderGzip: 10 * KB,
  sharedRuntimeGzip: 110 * KB,
  widgetChunkGzip: 20 * KB,
  homePageJsGzip: 220 * KB,
} as const;
