import { Download, FileSpreadsheet, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from '@/lib/toast'
import { ActionRow } from '@/components/ui/action-row'
import { Button } from '@/components/ui/button'
import { exportJournal, exportJournalCsv } from '../lib/export-journal'
import { describeImport, importJournalFile, type ImportProgress } from '../lib/import-journal'

/**
 * 'Export journal', 'Export as CSV' and 'Import journal'. The files are made and
 * read on the phone; nothing goes to the server.
 */
export function JournalFileRows() {
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const importing = progress !== null
  const [exporting, setExporting] = useState<'json' | 'csv' | null>(null)

  const exportAs = async (kind: 'json' | 'csv') => {
    setExporting(kind)
    try {
      if (kind === 'json') {
        const name = await exportJournal()
        toast.success('Journal exported', { description: `Saved as ${name}` })
      } else {
        const name = await exportJournalCsv()
        toast.success('Check-ins exported', { description: `Saved as ${name}` })
      }
    } finally {
      setExporting(null)
    }
  }

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setProgress({ phase: 'reading' })
    try {
      const outcome = await importJournalFile(file, setProgress)
      if (outcome.ok) {
        toast.success('Journal imported', { description: describeImport(outcome.report) })
      } else if (!outcome.shownByStore) {
        // A write storage refused is shown by the app's storage alert instead.
        toast.error(outcome.title, { description: outcome.description })
      }
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <>
      <ActionRow
        label="Export journal"
        description={
          exporting === 'json'
            ? 'Writing the file…'
            : 'Every check-in, your XP and achievements, as one file'
        }
        icon={<Download size={20} />}
        disabled={exporting !== null}
        aria-busy={exporting === 'json'}
        onClick={() => exportAs('json')}
      />
      <ActionRow
        label="Export as CSV"
        description={exporting === 'csv' ? 'Writing the file…' : 'Your check-ins as a spreadsheet'}
        icon={<FileSpreadsheet size={20} />}
        disabled={exporting !== null}
        aria-busy={exporting === 'csv'}
        onClick={() => exportAs('csv')}
      />
      <ActionRow
        label="Import journal"
        description={
          progress ? (
            <ImportProgressLine progress={progress} />
          ) : (
            'Add the check-ins from an exported file'
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
        aria-label="Journal file to import"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
    </>
  )
}

/** The offer shown before 'Clear all data' runs: a copy of the journal first. */
export function ExportBeforeClearing() {
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        const name = await exportJournal()
        toast.success('Journal exported', { description: `Saved as ${name}` })
      }}
    >
      <Download aria-hidden="true" size={18} />
      Export journal first
    </Button>
  )
}

/** 'Reading the file…', then 'Saving check-ins… 1200 of 11000' over a thin bar. */
function ImportProgressLine({ progress }: { progress: ImportProgress }) {
  const saving = progress.phase === 'saving' && progress.total > 0
  return (
    <span className="flex flex-col gap-1.5" aria-live="polite">
      <span>
        {saving ? `Saving check-ins… ${progress.done} of ${progress.total}` : 'Reading the file…'}
      </span>
      <span
        role="progressbar"
        aria-label="Import progress"
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
