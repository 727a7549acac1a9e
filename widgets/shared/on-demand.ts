import { importChunk } from '../../core/platform/chunks';

/**
 * A chunk a widget loads after its first paint (DESIGN.md "Budgets"): fetched once per
 * page, kept for the elements mounted later (they render with it at once), and asked again after
 * a failed download. Each download gets the 120000 ms limit and one more try, and fails with
 * 'Loading chunk {chunk} failed' (core/platform/chunks, storefront-routing-wallet.md §8).
 */
export interface OnDemand<M> {
  /** The module once it has loaded. */
  readonly current: M | undefined;
  load(): Promise<M>;
}

export function onDemand<M>(importer: () => Promise<M>, chunk = 'on-demand part'): OnDemand<M> {
  let current: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= importChunk(chunk, importer).then(
        (module) => (current = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
