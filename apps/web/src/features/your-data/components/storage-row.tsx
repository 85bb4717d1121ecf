import { HardDrive } from 'lucide-react'
import { useEffect, useState } from 'react'
import { getJournalRevision } from '@/stores/journal'

/** What the browser says about this site's storage; null fields where it does not say. */
interface StorageFacts {
  /** Bytes the journal's database takes (or the whole site, where the browser lumps them). */
  bytes: number | null
  /** Whether the browser has promised not to clear the site's storage when space runs low. */
  persisted: boolean | null
}

async function storageFacts(): Promise<StorageFacts> {
  const manager = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!manager) return { bytes: null, persisted: null }
  const [estimate, persisted] = await Promise.all([
    manager.estimate?.().catch(() => null) ?? null,
    manager.persisted?.().catch(() => null) ?? null,
  ])
  const details = (estimate as { usageDetails?: { indexedDB?: number } } | null)?.usageDetails
  return { bytes: details?.indexedDB ?? estimate?.usage ?? null, persisted }
}

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
  const [facts, setFacts] = useState<StorageFacts | null>(null)
  const revision = getJournalRevision()
  useEffect(() => {
    let live = true
    void storageFacts().then((read) => live && setFacts(read))
    return () => {
      live = false
    }
  }, [revision])

  const size =
    facts === null
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
