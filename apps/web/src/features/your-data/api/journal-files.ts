import { t } from '@lingui/core/macro'
import { useMutation } from '@/lib/query/use-mutation'
import { toast } from '@/lib/toast'
import { exportJournal, exportJournalCsv } from '../lib/export-journal'
import { describeImport, importJournalFile, type ImportProgress } from '../lib/import-journal'

export type ExportKind = 'json' | 'csv'

/**
 * 'Export journal' (the whole journal as one file) or 'Export as CSV' (the check-ins as a
 * spreadsheet): the file is made on the phone and saved, then named in a toast.
 */
export function useExportJournal() {
  return useMutation({
    mutationFn: (kind: ExportKind) => (kind === 'json' ? exportJournal() : exportJournalCsv()),
    onSuccess: (name, kind) => {
      const description = t`Saved as ${name}`
      if (kind === 'json') toast.success(t`Journal exported`, { description })
      else toast.success(t`Check-ins exported`, { description })
    },
  })
}

/**
 * 'Import journal': the file is read and merged into the journal on the phone, telling
 * `onProgress` how far it has come, then what it added is said. A write storage refused is
 * shown by the app's storage alert instead.
 */
export function useImportJournal() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (p: ImportProgress) => void }) =>
      importJournalFile(file, onProgress),
    onSuccess: (outcome) => {
      if (outcome.ok) {
        toast.success(t`Journal imported`, { description: describeImport(outcome.report) })
      } else if (!outcome.shownByStore) {
        toast.error(outcome.title, { description: outcome.description })
      }
    },
  })
}
