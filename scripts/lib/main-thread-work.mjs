// Main-thread work in a Chromium trace, for bench:journal's saves: the sum of the renderer main
// thread's top-level tasks from the task that dispatches the tap's first input event to the
// 'bench:painted' mark (set just after the frame showing the result was painted).

export const TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
]
const TOP_LEVEL = new Set(['ThreadControllerImpl::RunTask', 'RunTask'])
const INPUT_EVENTS = new Set([
  'touchstart',
  'pointerover',
  'pointerenter',
  'pointerdown',
  'mousedown',
  'touchend',
  'pointerup',
  'mouseup',
  'click',
])

/**
 * Main-thread work (ms) in the trace between the tap and the 'bench:painted' mark; or, with
 * `from` (a time in ms on the pages' common clock, `performance.timeOrigin` + now) and
 * `armedAt` (the 'bench:armed' mark's time on that clock), between `from` and the mark: what a
 * phone did for something that began on another phone.
 */
export function mainThreadWork(traceBuffer, from = null, armedAt = null) {
  const { traceEvents } = JSON.parse(traceBuffer.toString('utf8'))
  const painted = traceEvents.find((e) => e.name === 'bench:painted')
  const armed = traceEvents.find((e) => e.name === 'bench:armed')
  if (!painted || !armed) throw new Error('the trace has no bench marks')
  const onMain = (e) => e.pid === painted.pid && e.tid === painted.tid
  const tasks = traceEvents
    .filter((e) => onMain(e) && e.ph === 'X' && TOP_LEVEL.has(e.name) && e.dur !== undefined)
    .map((e) => [e.ts, e.ts + e.dur, e.tdur])
    .sort((a, b) => a[0] - b[0] || b[1] - a[1])
  if (from !== null) {
    const start = Math.max(armed.ts, armed.ts + (from - armedAt) * 1000)
    return workIn(tasks, start, painted.ts)
  }
  const firstInput = traceEvents
    .filter(
      (e) =>
        onMain(e) &&
        e.name === 'EventDispatch' &&
        INPUT_EVENTS.has(e.args?.data?.type) &&
        e.ts > armed.ts,
    )
    .sort((a, b) => a.ts - b.ts)[0]
  if (!firstInput) throw new Error('the trace shows no input event for the tap')
  const start =
    tasks.find(([s, e]) => s <= firstInput.ts && firstInput.ts <= e)?.[0] ?? firstInput.ts
  return workIn(tasks, start, painted.ts)
}

function workIn(tasks, start, end) {
  // The union of the top-level tasks (nested ones counted once), clipped to the window. Beside
  // it, the same tasks' thread time: the CPU they used, which the throttling spends too (it
  // keeps the thread busy), but not the time another process on this shared machine held the
  // core; wall well above CPU means the machine was busy.
  let total = 0
  let cpu = 0
  let coveredTo = start
  for (const [s, e, threadTime] of tasks) {
    const from = Math.max(s, coveredTo)
    const to = Math.min(e, end)
    if (to > from) {
      total += to - from
      if (s >= coveredTo && threadTime !== undefined) cpu += (threadTime * (to - from)) / (e - s)
      coveredTo = Math.max(coveredTo, to)
    }
  }
  return { workMs: total / 1000, cpuMs: cpu / 1000, windowMs: (end - start) / 1000 }
}
