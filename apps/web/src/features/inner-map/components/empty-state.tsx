import type { ReactNode } from 'react'

/** The quiet dashed card of a tab with nothing to show yet. */
export function EmptyState({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-line px-6 py-12 text-center">
      {title ? <p className="text-lg font-semibold">{title}</p> : null}
      <p className="max-w-xs text-muted">{children}</p>
    </div>
  )
}
