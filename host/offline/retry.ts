type RouterHandle = { refresh(): Promise<unknown> };

/** Runs the current page's route again (its data step, its page); a full reload without the router. */
export function retryRoute(win: Window = window): void {
  const router = (globalThis as { vitrinaRouter?: RouterHandle }).vitrinaRouter;
  if (router) void router.refresh();
  else win.location.reload();
}
