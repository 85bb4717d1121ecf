import type { ReactNode } from 'react'

/**
 * A titled group of Settings rows on one card (Settings' own sections, and those the passkeys
 * and the lock features bring), with a note under it, or whatever else `after` holds.
 */
export function SettingsSection({
  title,
  note,
  after,
  children,
}: {
  title: string
  note?: ReactNode
  after?: ReactNode
  children: ReactNode
}) {
  const id = `settings-${title.toLowerCase().replaceAll(' ', '-')}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="px-1 text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      <div className="flex flex-col divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface">
        {children}
      </div>
      {note ? <p className="px-1 text-sm text-muted">{note}</p> : null}
      {after}
    </section>
  )
}
