/**
 * `node scripts/profile-hydration.ts` (after `npm run build`): where the normal home page's time
 * goes on the throttled phone (decision 0041). One cold load with a CPU profile from navigation to
 * hydration done, then:
 * - the timeline: HTML, each script's arrival, entry evaluated, hydrateRoot called, hydrated;
 * - what the static islands' server-HTML reads (`innerHTML` of each `[data-island]`) cost;
 * - the top self-time functions and the self time per script file.
 * PROFILE_URL picks another page (default: the poster home page); PROFILE_RUNS repeats the timeline.
 */
import { chromium } from 'playwright-core';
import type { CDPSession } from 'playwright-core';
import { startStack } from '../tests/support/start-stack.ts';
import { launchThrottledChromium, measureThrottledLoad, THROTTLED_PROFILE } from './throttled-phone.ts';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const stack = await startStack({ LOG_LEVEL: 'error' }, { measurement: true });
const browser = await launchThrottledChromium(chromium);
try {
  const url = process.env.PROFILE_URL ?? `http://de.poster.localhost:${stack.shopPort}/`;
  // Warm the page store: the first render is the origin's cost, not the phone's.
  const warm = await browser.newPage();
  await warm.goto(url);
  await warm.close();
  const runs = Number(process.env.PROFILE_RUNS ?? 1);
  for (let run = 0; run < runs; run++) {
    const result = await measureThrottledLoad(browser, url, {
      light: false,
      before: async (page, cdp) => {
        // Each island's read timed where it happens: the getter on Element, for [data-island] only.
        await page.addInitScript(() => {
          const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
          const reads = { count: 0, ms: 0, chars: 0 };
          (window as unknown as { __islandReads: typeof reads }).__islandReads = reads;
          Object.defineProperty(Element.prototype, 'innerHTML', {
            ...descriptor,
            get(this: Element) {
              if (!this.hasAttribute('data-island')) return descriptor.get!.call(this);
              const started = performance.now();
              const html = descriptor.get!.call(this) as string;
              reads.ms += performance.now() - started;
              reads.count += 1;
              reads.chars += html.length;
              return html;
            },
          });
        });
        // PROFILE_CPU=0: the timeline alone, without the profiler's own cost in it.
        const cpu = process.env.PROFILE_CPU !== '0';
        const trace = startTrace(cdp);
        if (cpu) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        return async () => {
          const profile = cpu ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile : undefined;
          const events = await trace();
          const timeline = await page.evaluate(() => ({
            html: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
            domContentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
            scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || entry.initiatorType === 'other' || entry.name.endsWith('.js'))
              .filter((entry) => entry.name.endsWith('.js'))
              .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize })),
            images: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((entry) => entry.initiatorType === 'img' || entry.initiatorType === 'css' || entry.initiatorType === 'link')
              .map((entry) => {
                const image = [...document.images].find((element) => element.currentSrc === entry.name);
                return { name: `${entry.initiatorType} ${new URL(entry.name).pathname.slice(-40)}`, start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize, top: image ? Math.round(image.getBoundingClientRect().top + scrollY) : undefined, loading: image?.loading };
              }),
            reads: (window as unknown as { __islandReads: unknown }).__islandReads,
            islands: document.querySelectorAll('[data-island]').length,
          }));
          return { profile, timeline, events };
        };
      },
    });
    const { profile, timeline, events } = result.extra as { events: TraceEvent[]; profile: Profile | undefined; timeline: { html: number; domContentLoaded: number; scripts: { name: string; start: number; end: number; bytes: number }[]; images: { name: string; start: number; end: number; bytes: number; top?: number; loading?: string }[]; reads: { count: number; ms: number; chars: number }; islands: number } };
    const f = (ms: number | undefined) => (ms === undefined ? '   -' : ms.toFixed(0).padStart(5));
    console.log(`\n${url} on the throttled phone (CPU ${THROTTLED_PROFILE.cpuSlowdown}x, ${THROTTLED_PROFILE.kbitPerSecond} kbit/s, ${THROTTLED_PROFILE.rttMs} ms RTT), run ${run + 1}`);
    console.log(`HTML done ${f(timeline.html)} ms, paint ${f(result.paint)}, DOMContentLoaded ${f(timeline.domContentLoaded)}, load ${f(result.load)}, entry ${f(result.entry)}, hydrateRoot ${f(result.hydrateStart)}, hydrated ${f(result.hydrated)}; ${(result.bytes / 1024).toFixed(1)} KiB in ${result.requests} responses`);
    for (const script of timeline.scripts.sort((a, b) => a.end - b.end)) console.log(`  script ${script.name.padEnd(48)} ${f(script.start)} -> ${f(script.end)} ms, ${(script.bytes / 1024).toFixed(1)} KiB`);
    for (const image of timeline.images.sort((a, b) => a.start - b.start)) console.log(`  ${image.name.padEnd(55)} ${f(image.start)} -> ${f(image.end)} ms, ${(image.bytes / 1024).toFixed(1)} KiB${image.top === undefined ? '' : `, at y ${image.top} (${image.loading})`}`);
    console.log(`islands on the page: ${timeline.islands}; innerHTML reads: ${timeline.reads.count}, ${timeline.reads.ms.toFixed(1)} ms in total, ${(timeline.reads.chars / 1024).toFixed(1)} KiB of HTML`);
    summariseTrace(events);
    if (profile) summarise(profile);
  }
} finally {
  await browser.close();
  await stack.stop();
}

/** Self time per function and per script file, from the sampled profile (ms of throttled wall time). */
function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const callers = new Map<string, Map<string, number>>();
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url ? new URL(frame.url).pathname.replace(/^.*\//, '') : frame.functionName.startsWith('(') ? frame.functionName : '(native/inline)';
    byFunction.set(`${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`, (byFunction.get(`${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    const up = byId.get(parent.get(id) ?? -1)?.callFrame;
    const upKey = up ? `${up.functionName || '(anonymous)'} ${up.url.replace(/^.*\//, '')}:${up.lineNumber + 1}` : '(root)';
    const entry = callers.get(key) ?? new Map<string, number>();
    entry.set(upKey, (entry.get(upKey) ?? 0) + ms);
    callers.set(key, entry);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = byFile.get('(idle)') ?? 0;
  console.log(`profile: ${total.toFixed(0)} ms sampled, ${idle.toFixed(0)} ms idle, ${(total - idle).toFixed(0)} ms busy`);
  console.log('self time per file (busy):');
  for (const [file, ms] of [...byFile].filter(([file]) => file !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${file}`);
  console.log('top self-time functions:');
  for (const [name, ms] of [...byFunction].filter(([name]) => !name.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    const top = [...(callers.get(name) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([caller, callerMs]) => `${caller} ${callerMs.toFixed(0)}`);
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name.padEnd(40)} from ${top.join(', ')}`);
  }
}

type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };

/** A Chromium trace of the load (the DevTools timeline categories), returned as its events. */
function startTrace(cdp: CDPSession): () => Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const started = cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'v8', 'loading'] },
  });
  return async () => {
    await started;
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * The renderer main thread's busy time by trace event (self time: an event's duration less its
 * children's), in three windows: navigation to the entry module running, entry to hydrateRoot's
 * commit, and the whole load to hydration done.
 */
function summariseTrace(events: TraceEvent[]) {
  const threadNames = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busiest = threadNames
    .map((thread) => ({ thread, count: events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length }))
    .sort((a, b) => b.count - a.count)[0]?.thread;
  if (!busiest) return console.log('trace: no renderer main thread');
  const main = events.filter((event) => event.pid === busiest.pid && event.tid === busiest.tid);
  const markAt = (name: string) => main.find((event) => event.name === name && event.cat.includes('blink.user_timing'))?.ts;
  const navigation = main.find((event) => event.name === 'navigationStart')?.ts ?? Math.min(...main.filter((event) => event.ts > 0).map((event) => event.ts));
  const entry = markAt('shop:entry');
  const hydrated = markAt('shop:hydrated');
  const complete = main.filter((event) => event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Self time per event: a stack of open events, children subtract from their parent.
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const event of complete) {
    while (stack.length > 0 && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    self.set(event, event.dur!);
    const open = stack.at(-1);
    if (open) self.set(open, self.get(open)! - event.dur!);
    stack.push(event);
  }
  const window = (label: string, from: number | undefined, to: number | undefined) => {
    if (from === undefined || to === undefined) return console.log(`trace ${label}: a mark is missing`);
    const byName = new Map<string, number>();
    let busy = 0;
    for (const [event, us] of self) {
      if (event.ts < from || event.ts >= to || us <= 0) continue;
      if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') {
        byName.set('(task, unattributed)', (byName.get('(task, unattributed)') ?? 0) + us);
      } else byName.set(event.name, (byName.get(event.name) ?? 0) + us);
      busy += us;
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`);
    console.log(`trace ${label}: ${((to - from) / 1000).toFixed(0)} ms, main thread busy ${(busy / 1000).toFixed(0)} ms: ${top.join(', ')}`);
  };
  window('navigation -> entry', navigation, entry);
  window('entry -> hydrated', entry, hydrated);
}
