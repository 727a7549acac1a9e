/**
 * A chunk a widget loads after its first paint (DESIGN.md "Budgets"): fetched once per
 * page, kept for the elements mounted later (they render with it at once), and asked again after
 * a failed download.
 */
export interface OnDemand<M> {
  /** The module once it has loaded. */
  readonly current: M | undefined;
  load(): Promise<M>;
}

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let current: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= importer().then(
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
