import RestoreOffer from '@/features/backup/components/restore-offer'
import { JournalElsewhereCard } from '@/features/home/components/journal-elsewhere-card'

/**
 * Home's notice on a phone whose journal is empty while the account has checked in elsewhere:
 * where the journal is, and the backup's restore when there is one to offer. Loaded by Home
 * only then, so no other start pays for it.
 */
export default function JournalElsewhere({
  hasBackup,
  offerRestore,
}: {
  hasBackup: boolean
  offerRestore: boolean
}) {
  return (
    <JournalElsewhereCard hasBackup={hasBackup} restore={offerRestore ? <RestoreOffer /> : null} />
  )
}
