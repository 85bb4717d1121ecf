import { t } from '@lingui/core/macro'

/**
 * What Hara keeps where, said once and used by every screen that tells it: Settings' privacy
 * row, the delete-account confirmation, Help's privacy answer, the privacy page and a new
 * phone's card. Each screen a signed-in person sees tells it for their backup as it is (on or
 * off), so no line says "only on this phone" while a copy is on the server, or the other way
 * round. It is what the code does: the journal is in the phone's IndexedDB (ADR 0031); the
 * encrypted backup's records are sealed on the phone with a key from the passphrase, so the
 * server stores what it cannot read (ADRs 0035, 0038); the coach and the transcription answer
 * from what a request carries and keep none of it (apps/server's coach and transcription
 * modules write nothing and log sizes, never content).
 */

/** Where the journal is, by the backup's state: on, off, or off on this phone (a new one). */
const journal = (backupOn: boolean) =>
  backupOn
    ? t`Your journal (your check-ins, XP and streak) is on your phones, and our server keeps an encrypted copy locked with your passphrase: it can store it, but it cannot read it.`
    : t`Your journal (your check-ins, XP and streak) is only on this phone, kept separately for each account: our server has no copy of it.`

const backupOffer = () =>
  t`If you turn on encrypted backup, our server also keeps a copy locked with your passphrase: it can store it, but it cannot read it.`
const requests = () =>
  t`When the coach answers you or a voice note is turned into words, what it needs is sent to our server for that one answer and not kept.`
const account = () => t`Our server keeps your account, your profile and your photo.`

/** The privacy texts for a journal whose backup is on or off, in the language spoken now. */
export function privacyText(backupOn: boolean) {
  return {
    /** Settings › Privacy, under 'Data privacy' (the spec's line while nothing leaves the phone). */
    summary: backupOn
      ? t`On your phones, with an encrypted copy on the server that only you can read`
      : t`All data stored locally`,
    journal: journal(backupOn),
    /** The delete-account confirmation's first line. */
    beforeDeleting: backupOn
      ? t`Your check-ins are on your phones, and the encrypted copy on our server is deleted with your account: export them first to keep a copy. This can’t be undone.`
      : t`Your check-ins are only on this phone: export them first to keep a copy. This can’t be undone.`,
    /** Help's answer to 'Is my data private?'. */
    answer: [
      backupOn ? journal(true) : `${journal(false)} ${backupOffer()}`,
      requests(),
      account(),
    ].join(' '),
  }
}

/** A new phone whose journal is empty, for an account that has checked in elsewhere. */
export function journalElsewhereText(hasBackup: boolean): string {
  return hasBackup
    ? t`Your journal (your check-ins, XP and streak) is on the phones where you wrote it, and our server keeps an encrypted copy locked with your passphrase: it can store it, but it cannot read it.`
    : t`Your journal (your check-ins, XP and streak) is on the phone where you wrote it, kept separately for each account. Without the encrypted backup our server has no copy, so a new phone starts empty.`
}

/** The whole story for anyone, signed in or not (the privacy page): the backup as a choice. */
export function privacyAnswer(): string {
  return [
    t`Your journal (your check-ins, XP and streak) lives on your phone, kept separately for each account.`,
    backupOffer(),
    requests(),
    account(),
  ].join(' ')
}
