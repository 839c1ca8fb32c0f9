import { createIdleQueue } from '../idleQueue';

type IdleWindow = { requestIdleCallback?: (cb: (deadline: IdleDeadline) => void, options?: object) => number };

describe('createIdleQueue', () => {
  afterEach(() => {
    delete (globalThis as IdleWindow).requestIdleCallback;
    delete (globalThis as { window?: unknown }).window;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('runs nothing in the task that queues; then every job once, in order, as the deadlines allow', () => {
    const callbacks: ((deadline: IdleDeadline) => void)[] = [];
    (globalThis as IdleWindow).requestIdleCallback = (cb) => callbacks.push(cb);
    (globalThis as { window?: unknown }).window = globalThis;
    const ran: string[] = [];
    const queue = createIdleQueue<string>((item) => ran.push(item));
    for (const item of ['a', 'b', 'c', 'd']) queue(item);
    expect(ran).toEqual([]);
    expect(callbacks).toHaveLength(1);

    // A short idle period: one job (at least one always runs), then the queue asks for another period.
    let remaining = 5;
    callbacks.shift()!({ didTimeout: false, timeRemaining: () => (remaining -= 3) } as IdleDeadline);
    expect(ran).toEqual(['a']);
    expect(callbacks).toHaveLength(1);
    // A long one: the rest.
    callbacks.shift()!({ didTimeout: false, timeRemaining: () => 40 } as IdleDeadline);
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    expect(callbacks).toHaveLength(0);

    // Queued again later: a new period is requested.
    queue('e');
    expect(callbacks).toHaveLength(1);
    callbacks.shift()!({ didTimeout: true, timeRemaining: () => 0 } as IdleDeadline);
    expect(ran).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('a job starts only if the period has more time left than the longest job so far took', () => {
    const callbacks: ((deadline: IdleDeadline) => void)[] = [];
    (globalThis as IdleWindow).requestIdleCallback = (cb) => callbacks.push(cb);
    (globalThis as { window?: unknown }).window = globalThis;
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const ran: string[] = [];
    // Each job takes 30 ms of the (fake) clock.
    const queue = createIdleQueue<string>((item) => {
      ran.push(item);
      now += 30;
    });
    for (const item of ['a', 'b', 'c']) queue(item);
    // 50 ms period: after the first job 20 ms are left, less than the 30 a job takes: the rest waits.
    const periodEnd = 50;
    callbacks.shift()!({ didTimeout: false, timeRemaining: () => Math.max(0, periodEnd - now) } as IdleDeadline);
    expect(ran).toEqual(['a']);
    expect(callbacks).toHaveLength(1);
    // A period of 100 ms from now: two more jobs fit (100 > 30, 70 > 30).
    const secondEnd = now + 100;
    callbacks.shift()!({ didTimeout: false, timeRemaining: () => Math.max(0, secondEnd - now) } as IdleDeadline);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  test('without requestIdleCallback (Safari), one job per short timeout', () => {
    jest.useFakeTimers();
    const ran: number[] = [];
    const queue = createIdleQueue<number>((item) => ran.push(item));
    queue(1);
    queue(2);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(ran).toEqual([1]);
    jest.advanceTimersByTime(50);
    expect(ran).toEqual([1, 2]);
  });
});
