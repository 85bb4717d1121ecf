import { Trans, useLingui } from '@lingui/react/macro'
import { HardDrive } from 'lucide-react'
import { useStorageFacts } from '../api/storage-facts'

/** '840 kB', '12.3 MB' ('17,4 MB' in German), in `locale`'s numbers. */
export function formatSize(bytes: number, locale = 'en'): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`
  const megabytes = (bytes / 1_000_000).toLocaleString(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return `${megabytes} MB`
}

/**
 * Settings → 'Storage on this phone': what the journal takes, whether the browser has promised
 * to keep it, and where it has not, what protects it (ADR 0031): the encrypted backup when it is
 * on (`backupOn`), or what to do when it is not.
 */
export function StorageRow({ backupOn = false }: { backupOn?: boolean }) {
  const { i18n, t } = useLingui()
  const facts = useStorageFacts().data
  const takes =
    facts?.bytes == null ? null : formatSize(facts.bytes, i18n.locales?.[0] ?? i18n.locale)
  const size =
    facts === undefined
      ? t`Checking…`
      : takes === null
        ? t`This browser doesn't say how much space your journal takes`
        : t`Your journal takes about ${takes}`
  return (
    <div className="flex min-h-16 items-center gap-3 px-4 py-3">
      <HardDrive aria-hidden="true" size={20} className="shrink-0 text-accent" />
      <span className="flex min-w-0 flex-col">
        <span className="font-medium">
          <Trans>Storage on this phone</Trans>
        </span>
        <span className="text-sm text-muted" aria-live="polite">
          {size}
        </span>
        {facts?.persisted === true ? (
          <span className="text-sm text-muted">
            <Trans>This browser has promised to keep it.</Trans>
          </span>
        ) : null}
        {facts?.persisted === false ? (
          <span className="text-sm text-muted">
            {backupOn
              ? t`This browser may clear it when space runs low. Your encrypted backup keeps a copy you can restore.`
              : t`This browser may clear it when space runs low. Add Hara to your home screen or turn on the encrypted backup to keep it safe.`}
          </span>
        ) : null}
      </span>
    </div>
  )
}
