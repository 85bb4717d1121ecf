/**
 * Sends mail over SMTP when `SMTP_URL` is set; otherwise writes each message as an `.eml` file
 * (a complete RFC 822 message any mail program opens) under `<DATA_DIR>/outbox/`, so password
 * reset works on one machine with no mail server.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logging/logger'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
}

export type Mailer = {
  kind: 'smtp' | 'outbox'
  /** Resolves once the message is handed to the SMTP server or written to the outbox. */
  send(message: MailMessage): Promise<void>
}

export function outboxDir(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'outbox')
}

export function createMailer({ env, logger }: { env: Env; logger: Logger }): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL)
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: env.MAIL_FROM, ...message })
        logger.info('mail sent', { subject: message.subject })
      },
    }
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  })
  const dir = outboxDir(env)
  logger.info('mail goes to the local outbox; set SMTP_URL to send it', { dir })
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...message })
      await fs.mkdir(dir, { recursive: true, mode: 0o700 })
      // Sortable by time; the random part keeps two messages in the same millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      await fs.writeFile(file, info.message, { mode: 0o600 })
      logger.info('mail written to the outbox', { subject: message.subject, file })
    },
  }
}
