import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { outboxDir } from '../modules/mail/mailer'
import type { TestContext } from './harness'

export type OutboxMail = { file: string; raw: string; decoded: string }

/**
 * The `.eml` files in the local outbox, oldest first, with quoted-printable undone, once the
 * mail the server is still sending (after its answers) is written.
 */
export async function readOutbox(ctx: TestContext): Promise<OutboxMail[]> {
  await ctx.services.background.idle()
  const dir = outboxDir(ctx.env)
  let files: string[]
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
  return files.sort().map((name) => {
    const file = path.join(dir, name)
    const raw = readFileSync(file, 'utf8')
    return { file, raw, decoded: decodeQuotedPrintable(raw) }
  })
}

/**
 * What a mail program does with a message: headers' encoded words (`=?UTF-8?Q?…?=`, a subject
 * outside ASCII) read, and a quoted-printable body's soft line breaks and =XX escapes undone,
 * its bytes read as UTF-8.
 */
function decodeQuotedPrintable(text: string): string {
  const bytes = (run: string) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8')
  return text
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : word.replace(/_/g, ' ').replace(/(?:=[0-9A-F]{2})+/g, bytes),
    )
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, bytes)
}

/** The password-reset link in the newest mail to `email`. */
export async function resetLinkFor(ctx: TestContext, email: string): Promise<string> {
  const mail = (await readOutbox(ctx)).reverse().find((m) => m.decoded.includes(`To: ${email}`))
  if (!mail) throw new Error(`no mail to ${email} in the outbox`)
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<>]+/.exec(mail.decoded)?.[0]
  if (!link) throw new Error(`no reset link in ${mail.file}`)
  return link
}
