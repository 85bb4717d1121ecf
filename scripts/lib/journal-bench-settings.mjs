// What bench:journal's measurements share: runs, the CPU slowdown, where traces go, and how
// figures are summed up and printed.
import os from 'node:os'

export const RUNS = 5
export const LCP_RUNS = 3
export const SLOWDOWN = 4
// BENCH_JOURNAL_TRACES=<folder> keeps each save's and each received check-in's trace there
// (open it in DevTools' Performance); BENCH_JOURNAL_PROFILE=1 samples the received check-ins'
// JS stacks into their traces too.
export const TRACES = process.env.BENCH_JOURNAL_TRACES
export const PROFILE = process.env.BENCH_JOURNAL_PROFILE === '1'
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
export const fmt = (ms) => `${ms.toFixed(1)} ms`
/** The machine's load as the figures beside it were taken: a shared machine's own swing. */
export const loadLine = () =>
  `    load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`
