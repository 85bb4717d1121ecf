import type { MailMessage } from './mailer'

export const PASSWORD_RESET_SUBJECT = 'Reset your Hara password'

/** The password-reset mail: short and warm, with the link as the one thing to do. */
export function passwordResetMail(input: {
  to: string
  nickname: string | undefined
  link: string
}): MailMessage {
  const name = input.nickname?.trim() || 'there'
  // Lines are kept under 76 characters, as mail wants; only the link may be longer.
  const text = [
    `Hi ${name},`,
    '',
    'Someone, hopefully you, asked to reset the password of your Hara',
    'account. Open this link to choose a new one:',
    '',
    input.link,
    '',
    'A new password signs you out everywhere else and removes your passkeys:',
    'you can add them again in Settings. Where Hara is locked, only that',
    "phone's screen lock opens it from then on.",
    '',
    'The link works once and for one hour. If you did not ask for it, you',
    'can ignore this email: your password stays as it is.',
    '',
    'Keep listening to your gut,',
    'Hara',
    '',
  ].join('\n')

  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1c1917">
<p>Hi ${escapeHtml(name)},</p>
<p>Someone, hopefully you, asked to reset the password of your Hara account. Tap the button to choose a new one:</p>
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 12px 20px; border-radius: 999px; background: #7c3aed; color: #ffffff; text-decoration: none">Choose a new password</a></p>
<p>A new password signs you out everywhere else and removes your passkeys: you can add them again in Settings. Where Hara is locked, only that phone's screen lock opens it from then on.</p>
<p style="font-size: 14px; color: #57534e">The link works once and for one hour. If you didn't ask for it, you can ignore this email: your password stays as it is.</p>
<p>Keep listening to your gut,<br>Hara</p>
</body></html>
`
  return { to: input.to, subject: PASSWORD_RESET_SUBJECT, text, html }
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}
