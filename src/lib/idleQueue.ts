/**
 * Runs jobs one after another in the browser's idle periods, as many per period as its deadline allows (at least
 * one), so a burst of small jobs never lengthens the task that queued them. Where there is no
 * requestIdleCallback (Safari), one job per short timeout.
 */
export function createIdleQueue<T>(run: (item: T) => void): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;

  const drain = (deadline?: IdleDeadline) => {
    scheduled = false;
    do {
      const item = queue.shift();
      if (item === undefined) return;
      run(item);
    } while (deadline && deadline.timeRemaining() > 4 && !deadline.didTimeout);
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
