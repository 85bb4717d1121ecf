import { DEFAULT_LANGUAGE, type Language } from '@hara/core'
import type { MailMessage } from './mailer'

/** What the password-reset mail says, in each language Hara speaks (ADR 0077). */
type ResetWords = {
  subject: string
  /** A greeting with the person's nickname, or the language's word for a greeting without. */
  hi: (name: string | undefined) => string
  asked: string
  /** How to follow the link, in the plain text (open it) and in HTML (tap the button). */
  openLink: string
  tapButton: string
  button: string
  endsWhatCameBefore: string
  once: string
  signOff: string
}

const WORDS: Record<Language, ResetWords> = {
  en: {
    subject: 'Reset your Hara password',
    hi: (name) => `Hi ${name ?? 'there'},`,
    asked: 'Someone, hopefully you, asked to reset the password of your Hara account.',
    openLink: 'Open this link to choose a new one:',
    tapButton: 'Tap the button to choose a new one:',
    button: 'Choose a new password',
    endsWhatCameBefore:
      "A new password signs you out everywhere else and removes your passkeys: you can add them again in Settings. Where Hara is locked, only that phone's screen lock opens it from then on.",
    once: "The link works once and for one hour. If you didn't ask for it, you can ignore this email: your password stays as it is.",
    signOff: 'Keep listening to your gut,',
  },
  es: {
    subject: 'Restablece tu contraseña de Hara',
    hi: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    asked: 'Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de Hara.',
    openLink: 'Abre este enlace para elegir una nueva:',
    tapButton: 'Toca el botón para elegir una nueva:',
    button: 'Elegir una contraseña nueva',
    endsWhatCameBefore:
      'Una contraseña nueva cierra tu sesión en todos los demás dispositivos y elimina tus llaves de acceso: puedes volver a añadirlas en Ajustes. Donde Hara esté bloqueada, a partir de entonces solo la abre el bloqueo de pantalla de ese teléfono.',
    once: 'El enlace funciona una sola vez y durante una hora. Si no lo has pedido, puedes ignorar este correo: tu contraseña sigue siendo la misma.',
    signOff: 'Sigue escuchando a tu intuición,',
  },
  de: {
    subject: 'Setze dein Hara-Passwort zurück',
    hi: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    asked: 'Jemand, hoffentlich du, hat gebeten, das Passwort deines Hara-Kontos zurückzusetzen.',
    openLink: 'Öffne diesen Link, um ein neues zu wählen:',
    tapButton: 'Tippe auf die Schaltfläche, um ein neues zu wählen:',
    button: 'Neues Passwort wählen',
    endsWhatCameBefore:
      'Ein neues Passwort meldet dich überall sonst ab und entfernt deine Passkeys: Du kannst sie in den Einstellungen wieder hinzufügen. Wo Hara gesperrt ist, öffnet es danach nur noch die Displaysperre dieses Telefons.',
    once: 'Der Link funktioniert einmal und eine Stunde lang. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt, wie es ist.',
    signOff: 'Hör weiter auf dein Bauchgefühl,',
  },
}

export const PASSWORD_RESET_SUBJECT = WORDS.en.subject

/**
 * The password-reset mail in the person's language (the profile's, English when none was
 * chosen): short and warm, with the link as the one thing to do.
 */
export function passwordResetMail(input: {
  to: string
  nickname: string | undefined
  link: string
  language?: Language | null
}): MailMessage {
  const words = WORDS[input.language ?? DEFAULT_LANGUAGE]
  const name = input.nickname?.trim() || undefined
  // Lines are kept under 76 characters, as mail wants; only the link may be longer.
  const text = [
    ...wrap(words.hi(name)),
    '',
    ...wrap(`${words.asked} ${words.openLink}`),
    '',
    input.link,
    '',
    ...wrap(words.endsWhatCameBefore),
    '',
    ...wrap(words.once),
    '',
    words.signOff,
    'Hara',
    '',
  ].join('\n')

  const html = `<!doctype html>
<html lang="${input.language ?? DEFAULT_LANGUAGE}"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1c1917">
<p>${escapeHtml(words.hi(name))}</p>
<p>${escapeHtml(`${words.asked} ${words.tapButton}`)}</p>
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 12px 20px; border-radius: 999px; background: #7c3aed; color: #ffffff; text-decoration: none">${escapeHtml(words.button)}</a></p>
<p>${escapeHtml(words.endsWhatCameBefore)}</p>
<p style="font-size: 14px; color: #57534e">${escapeHtml(words.once)}</p>
<p>${escapeHtml(words.signOff)}<br>Hara</p>
</body></html>
`
  return { to: input.to, subject: words.subject, text, html }
}

/** A paragraph as lines of at most 72 characters, broken between words. */
export function wrap(paragraph: string, width = 72): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}
