/**
 * Work the browser entry waits for before it hydrates a served page (src/plugins/slim-client/clientEntry.js): a
 * chunk whose component the page's markup needs and that no route module imports (src/theme/DocRoot's not-found
 * content). The server renders that component without a Suspense boundary, and so must hydration: without the chunk
 * it could not, and React would drop the served markup and render it anew.
 */
const holds: Promise<unknown>[] = [];

/** Called while a route's modules load, before hydration. */
export function holdHydration(work: Promise<unknown>): void {
  holds.push(work);
}

/** Settles once every held piece of work has (a failure does not stop hydration; the component reports it). */
export function hydrationHolds(): Promise<unknown> {
  return Promise.allSettled(holds.splice(0));
}
