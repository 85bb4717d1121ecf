import { Download, FileSpreadsheet, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from '@/lib/toast'
import { ActionRow } from '@/components/ui/action-row'
import { Button } from '@/components/ui/button'
import { exportJournal, exportJournalCsv } from '../lib/export-journal'
import { describeImport, importJournalFile } from '../lib/import-journal'

/**
 * 'Export journal', 'Export as CSV' and 'Import journal' (issue 11). The files are made and
 * read on the phone; nothing goes to the server.
 */
export function JournalFileRows() {
  const input = useRef<HTMLInputElement>(null)
  const [importing, setImporting] = useState(false)

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setImporting(true)
    try {
      const outcome = await importJournalFile(file)
      if (!outcome.ok) {
        toast.error(outcome.title, { description: outcome.description })
      } else if (outcome.saved) {
        // A refused write is shown by the app's storage alert instead.
        toast.success('Journal imported', { description: describeImport(outcome.report) })
      }
    } finally {
      setImporting(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <>
      <ActionRow
        label="Export journal"
        description="Every check-in, your XP and achievements, as one file"
        icon={<Download size={20} />}
        onClick={() => {
          const name = exportJournal()
          toast.success('Journal exported', { description: `Saved as ${name}` })
        }}
      />
      <ActionRow
        label="Export as CSV"
        description="Your check-ins as a spreadsheet"
        icon={<FileSpreadsheet size={20} />}
        onClick={() => {
          const name = exportJournalCsv()
          toast.success('Check-ins exported', { description: `Saved as ${name}` })
        }}
      />
      <ActionRow
        label="Import journal"
        description={importing ? 'Reading the file…' : 'Add the check-ins from an exported file'}
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
      onClick={() => {
        const name = exportJournal()
        toast.success('Journal exported', { description: `Saved as ${name}` })
      }}
    >
      <Download aria-hidden="true" size={18} />
      Export journal first
    </Button>
  )
}
