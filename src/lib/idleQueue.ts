/**
 * Runs jobs one after another in the browser's idle periods, as many per period as its deadline allows (at least
 * one), so a burst of small jobs never lengthens the task that queued them. A job starts only if the time left in
 * the period is more than the longest job so far took: on a slow phone one prefetch takes 20-40 ms, and "more than
 * 4 ms left" let an idle period of 50 ms run to 80 (a long task of its own). Where there is no
 * requestIdleCallback (Safari), one job per short timeout.
 */
export function createIdleQueue<T>(run: (item: T) => void): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;
  let longest = 4;

  const drain = (deadline?: IdleDeadline) => {
    scheduled = false;
    do {
      const item = queue.shift();
      if (item === undefined) return;
      const start = performance.now();
      run(item);
      longest = Math.max(longest, performance.now() - start);
    } while (deadline && deadline.timeRemaining() > longest && !deadline.didTimeout);
    schedule();
  };

  function schedule() {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    if ('requestIdleCallback' in globalThis) window.requestIdleCallback(drain, { timeout: 10_000 });
    else globalThis.setTimeout(() => drain(), 50);
  }

  return (item: T) => {
    queue.push(item);
    schedule();
  };
}
