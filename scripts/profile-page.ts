/**
 * Where a page's main-thread time goes until load + 3 s: one run per page, CPU slowed 4x, mobile viewport (the
 * conditions of `npm run bench`'s tbt section). Prints each long task (> 50 ms of thread time) with what filled it:
 * script compile and evaluation per file, function calls per file, parse HTML, style, layout, paint, GC.
 *
 *   npx tsx scripts/profile-page.ts --origin http://127.0.0.1:3000 /es/ /es/campaign-performance/API
 *
 * A diagnostic for performance work: the figures that count are the bench's medians.
 */
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './lib/chromium';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> } & Record<string, unknown>;
};

const { values, positionals } = parseArgs({
  options: { origin: { type: 'string', default: 'http://127.0.0.1:3000' }, throttle: { type: 'string', default: '4' } },
  allowPositionals: true,
});

const shortUrl = (url: unknown): string => {
  if (typeof url !== 'string' || url === '') return '(inline)';
  try {
    return new URL(url).pathname.replace(/^.*\/assets\/js\//, '');
  } catch {
    return url;
  }
};

function describe(event: TraceEvent): string | null {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${shortUrl(data.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${shortUrl(data.url ?? (event.args as Record<string, unknown>)?.fileName)}`;
    case 'FunctionCall':
      return `call ${shortUrl(data.url)} ${String(data.functionName ?? '')}`.trim();
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
      return 'gc';
    case 'TimerFire':
      return 'timer';
    case 'EventDispatch':
      return `event ${String(data.type ?? '')}`;
    default:
      return null;
  }
}

async function main(): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    for (const route of positionals) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      await cdp.send('Tracing.start', {
        categories:
          'toplevel,devtools.timeline,v8,v8.execute,blink.user_timing,disabled-by-default-v8.compile,__metadata',
        transferMode: 'ReportEvents',
      });
      await page.goto(values.origin + route, { waitUntil: 'load' });
      const loadEnd = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      await page.waitForFunction((end) => performance.now() >= end, loadEnd + 3000, { polling: 100 });
      await page.evaluate(() => performance.mark('profile-end'));
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      await context.close();

      const end = events.find((e) => e.name === 'profile-end');
      if (!end) throw new Error('no end mark in the trace');
      const main = events.filter((e) => e.tid === end.tid && e.pid === end.pid && e.ts <= end.ts);
      const tasks = main
        .filter((e) => e.ph === 'X' && /(^|::)RunTask$/.test(e.name) && typeof e.tdur === 'number')
        .sort((a, b) => a.ts - b.ts);
      const outer: TraceEvent[] = [];
      let until = -1;
      for (const t of tasks) {
        if (t.ts < until) continue;
        until = t.ts + (t.dur ?? 0);
        outer.push(t);
      }
      const long = outer.filter((t) => (t.tdur ?? 0) / 1000 > 50);
      const total = long.reduce((sum, t) => sum + Math.max(0, (t.tdur ?? 0) / 1000 - 50), 0);
      const busy = outer.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0);
      console.log(
        `\n${route}: ${long.length} long tasks, TBT from thread time ${Math.round(total)} ms, main thread busy ${Math.round(busy)} ms`,
      );
      const first = outer[0]?.ts ?? 0;
      for (const task of long) {
        const inside = main.filter(
          (e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
        );
        const parts = new Map<string, number>();
        for (const e of inside) {
          const label = describe(e);
          if (!label) continue;
          // Thread time where the event has it, scaled wall time otherwise.
          const ms = (e.tdur ?? e.dur ?? 0) / 1000;
          parts.set(label, (parts.get(label) ?? 0) + ms);
        }
        // A task none of whose events is named above: show its raw event names, so that no cost stays anonymous.
        if (parts.size === 0) {
          for (const e of inside)
            parts.set(`(${e.name})`, (parts.get(`(${e.name})`) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
        }
        const top = [...parts.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([label, ms]) => `${label} ${ms.toFixed(0)}`);
        console.log(
          `  at ${((task.ts - first) / 1000).toFixed(0).padStart(5)} ms: ${((task.tdur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${top.join(' | ')}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
