import { HardDrive } from 'lucide-react'
import { useStorageFacts } from '../api/storage-facts'

/** '840 kB', '12.3 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

/**
 * Settings → 'Storage on this phone': what the journal takes, whether the browser has promised
 * to keep it, and where it has not, what protects it (ADR 0031): the encrypted backup when it is
 * on (`backupOn`), or what to do when it is not.
 */
export function StorageRow({ backupOn = false }: { backupOn?: boolean }) {
  const facts = useStorageFacts().data
  const size =
    facts === undefined
      ? 'Checking…'
      : facts.bytes === null
        ? "This browser doesn't say how much space your journal takes"
        : `Your journal takes about ${formatSize(facts.bytes)}`
  return (
    <div className="flex min-h-16 items-center gap-3 px-4 py-3">
      <HardDrive aria-hidden="true" size={20} className="shrink-0 text-accent" />
      <span className="flex min-w-0 flex-col">
        <span className="font-medium">Storage on this phone</span>
        <span className="text-sm text-muted" aria-live="polite">
          {size}
        </span>
        {facts?.persisted === true ? (
          <span className="text-sm text-muted">This browser has promised to keep it.</span>
        ) : null}
        {facts?.persisted === false ? (
          <span className="text-sm text-muted">
            {backupOn
              ? 'This browser may clear it when space runs low. Your encrypted backup keeps a copy you can restore.'
              : 'This browser may clear it when space runs low. Add Hara to your home screen or turn on the encrypted backup to keep it safe.'}
          </span>
        ) : null}
      </span>
    </div>
  )
}
