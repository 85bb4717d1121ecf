/**
 * What Hara keeps where, said once and used by every screen that tells it: Help's privacy
 * answer, the privacy page, Settings' storage row and a new phone's card. It is what the code
 * does: the journal is in the phone's IndexedDB (ADR 0031); the encrypted backup's records are
 * sealed on the phone with a key from the passphrase, so the server stores what it cannot read
 * (ADRs 0035, 0038); the coach and the transcription answer from what a request carries and
 * keep none of it (apps/server's coach and transcription modules write nothing and log sizes,
 * never content).
 */
export const PRIVACY_STORY = {
  journal:
    'Your journal (your check-ins, XP and streak) lives on your phone, kept separately for each account.',
  backup:
    'If you turn on encrypted backup, our server also keeps a copy locked with your passphrase: it can store it, but it cannot read it.',
  requests:
    'When the coach answers you or a voice note is turned into words, what it needs is sent to our server for that one answer and not kept.',
  account: 'Our server keeps your account, your profile and your photo.',
} as const

/** The whole story in one paragraph. */
export const PRIVACY_ANSWER = Object.values(PRIVACY_STORY).join(' ')
