import { Trans, useLingui } from '@lingui/react/macro'
import { Download, FileSpreadsheet, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { ActionRow } from '@/components/ui/action-row'
import { Button } from '@/components/ui/button'
import { useExportJournal, useImportJournal } from '../api/journal-files'
import type { ImportProgress } from '../lib/import-journal'

/**
 * 'Export journal', 'Export as CSV' and 'Import journal'. The files are made and
 * read on the phone; nothing goes to the server.
 */
export function JournalFileRows() {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<ImportProgress>({ phase: 'reading' })
  const exporting = useExportJournal()
  const importer = useImportJournal()
  const importing = importer.isPending
  const writing = exporting.isPending ? exporting.variables : null

  const onFile = (file: File | undefined) => {
    if (!file) return
    setProgress({ phase: 'reading' })
    importer.mutate(
      { file, onProgress: setProgress },
      {
        onSettled: () => {
          if (input.current) input.current.value = ''
        },
      },
    )
  }

  return (
    <>
      <ActionRow
        label={t`Export journal`}
        description={
          writing === 'json'
            ? t`Writing the file…`
            : t`Every check-in, your XP and achievements, as one file`
        }
        icon={<Download size={20} />}
        disabled={writing !== null}
        aria-busy={writing === 'json'}
        onClick={() => exporting.mutate('json')}
      />
      <ActionRow
        label={t`Export as CSV`}
        description={writing === 'csv' ? t`Writing the file…` : t`Your check-ins as a spreadsheet`}
        icon={<FileSpreadsheet size={20} />}
        disabled={writing !== null}
        aria-busy={writing === 'csv'}
        onClick={() => exporting.mutate('csv')}
      />
      <ActionRow
        label={t`Import journal`}
        description={
          importing ? (
            <ImportProgressLine progress={progress} />
          ) : (
            t`Add the check-ins from an exported file`
          )
        }
        icon={<Upload size={20} />}
        disabled={importing}
        aria-busy={importing}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label={t`Journal file to import`}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
    </>
  )
}

/** The offer shown before 'Clear all data' runs: a copy of the journal first. */
export function ExportBeforeClearing() {
  const exporting = useExportJournal()
  return (
    <Button
      variant="secondary"
      disabled={exporting.isPending}
      aria-busy={exporting.isPending}
      onClick={() => exporting.mutate('json')}
    >
      <Download aria-hidden="true" size={18} />
      <Trans>Export journal first</Trans>
    </Button>
  )
}

/** 'Reading the file…', then 'Saving check-ins… 1200 of 11000' over a thin bar. */
function ImportProgressLine({ progress }: { progress: ImportProgress }) {
  const { t } = useLingui()
  const saving = progress.phase === 'saving' && progress.total > 0
  const done = saving ? progress.done : 0
  const total = saving ? progress.total : 0
  return (
    <span className="flex flex-col gap-1.5" aria-live="polite">
      <span>{saving ? t`Saving check-ins… ${done} of ${total}` : t`Reading the file…`}</span>
      <span
        role="progressbar"
        aria-label={t`Import progress`}
        aria-valuemin={0}
        aria-valuemax={saving ? progress.total : undefined}
        aria-valuenow={saving ? progress.done : undefined}
        className="block h-1 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <span
          className="block h-full rounded-full bg-accent transition-[width] duration-150"
          style={{
            width: saving ? `${Math.round((progress.done / progress.total) * 100)}%` : '8%',
          }}
        />
      </span>
    </span>
  )
}
