import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { createLogger, type Logger } from '../../lib/logging/logger'
import { startTestSmtpServer } from '../../test/smtp-server'
import { createMailer } from './mailer'
import { passwordResetMail, PASSWORD_RESET_SUBJECT } from './password-reset-mail'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function envWith(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-mail-test-'))
  dirs.push(dir)
  return loadEnv({ DATA_DIR: dir, ...extra })
}

function recordingLogger(): Logger & { lines: Array<[string, Record<string, unknown>?]> } {
  const lines: Array<[string, Record<string, unknown>?]> = []
  const silent = createLogger('silent')
  return { ...silent, info: (msg, fields) => lines.push([msg, fields]), lines }
}

const mail = passwordResetMail({
  to: 'ada@example.com',
  nickname: 'Ada',
  link: 'http://localhost:3000/api/auth/reset-password/abc123?callbackURL=%2Fauth',
})

describe('the local outbox (no SMTP_URL)', () => {
  it('writes each message as a readable .eml file, owner-only', async () => {
    const env = envWith()
    const logger = recordingLogger()
    const mailer = createMailer({ env, logger })
    expect(mailer.kind).toBe('outbox')
    await mailer.send(mail)
    await mailer.send({ ...mail, to: 'grace@example.com' })

    const dir = path.join(env.dataDir, 'outbox')
    const files = readdirSync(dir).sort()
    expect(files).toHaveLength(2)
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true)
    const first = readFileSync(path.join(dir, files[0]!), 'utf8')
    expect(first).toMatch(/^From: Hara <hello@hara\.local>\r$/m)
    expect(first).toMatch(/^To: ada@example\.com\r$/m)
    expect(first).toMatch(new RegExp(`^Subject: ${PASSWORD_RESET_SUBJECT}\\r$`, 'm'))
    expect(first).toContain('Hi Ada,')
    expect(statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600)
    expect(logger.lines.map(([msg]) => msg)).toContain('mail written to the outbox')
  })
})

describe('the password-reset mail', () => {
  it('is warm and short, with the link', () => {
    expect(mail.subject).toBe('Reset your Hara password')
    expect(mail.text).toContain('Hi Ada,')
    expect(mail.text).toContain(
      '\nhttp://localhost:3000/api/auth/reset-password/abc123?callbackURL=%2Fauth\n',
    )
    expect(mail.text).toContain('works once and for one hour')
    for (const line of mail.text.split('\n').filter((l) => !l.startsWith('http'))) {
      expect(line.length).toBeLessThanOrEqual(76)
    }
    expect(mail.html).toContain('href="http://localhost:3000/api/auth/reset-password/abc123')
  })

  it('speaks Spanish and German, each line within 76 characters', () => {
    for (const [language, subject, hi] of [
      ['es', 'Restablece tu contraseña de Hara', 'Hola, Ada:'],
      ['de', 'Setze dein Hara-Passwort zurück', 'Hallo Ada,'],
    ] as const) {
      const translated = passwordResetMail({ to: 'a@b.co', nickname: 'Ada', link: 'x', language })
      expect(translated.subject).toBe(subject)
      expect(translated.text.startsWith(`${hi}\n`)).toBe(true)
      expect(translated.html).toContain(`<html lang="${language}">`)
      for (const line of translated.text.split('\n')) expect(line.length).toBeLessThanOrEqual(76)
    }
  })

  it('greets "there" without a nickname and escapes it in HTML', () => {
    expect(passwordResetMail({ to: 'a@b.co', nickname: undefined, link: 'x' }).text).toMatch(
      /^Hi there,/,
    )
    expect(passwordResetMail({ to: 'a@b.co', nickname: '<b>', link: 'x' }).html).toContain(
      'Hi &lt;b&gt;,',
    )
  })
})

describe('SMTP (SMTP_URL set)', () => {
  it('hands the message to the SMTP server', async () => {
    const server = await startTestSmtpServer()
    try {
      const env = envWith({
        SMTP_URL: `smtp://127.0.0.1:${server.port}`,
        MAIL_FROM: 'Hara <no-reply@hara.example>',
      })
      const mailer = createMailer({ env, logger: createLogger('silent') })
      expect(mailer.kind).toBe('smtp')
      await mailer.send(mail)
      expect(server.messages).toHaveLength(1)
      expect(server.messages[0]!.from).toBe('no-reply@hara.example')
      expect(server.messages[0]!.to).toEqual(['ada@example.com'])
      expect(server.messages[0]!.data).toMatch(/^Subject: Reset your Hara password\r$/m)
      // Nothing lands in the outbox when mail really goes out.
      expect(() => readdirSync(path.join(env.dataDir, 'outbox'))).toThrow()
    } finally {
      await server.close()
    }
  })
})
