import type { ReactNode } from 'react'

/**
 * The states every coach analysis goes through: loading,
 * shaped like what is coming; insufficient, with the tab's empty text; failed, with its message.
 */

/** A skeleton of `rows` cards of the analysis to come, so nothing jumps when it arrives. */
export function AnalysisSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {children}
    </div>
  )
}

/** One pulsing bar of a skeleton. */
export function Bone({ className }: { className: string }) {
  return <span className={`block animate-pulse rounded bg-surface-2 ${className}`} />
}

export function AnalysisFailed({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-3xl border border-line bg-surface px-6 py-10 text-center text-muted"
    >
      {children}
    </div>
  )
}
