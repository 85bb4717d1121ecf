import { Trans } from '@lingui/react/macro'

/** Privacy: what switching on reminders sends to our server (ADRs 0009 and 0023). */
export function RemindersPrivacySection() {
  return (
    <section className="flex flex-col gap-2">
      <h2>
        <Trans>Reminders</Trans>
      </h2>
      <p>
        <Trans>
          If you switch on daily reminders or weekly insights, our server keeps what it needs to
          send them to this device: the push address your browser gives us, your reminder time and
          your time zone. So that no reminder arrives on a day you have already checked in, the app
          also sends the date of your last check-in: a date only, never what you wrote.
        </Trans>
      </p>
      <p>
        <Trans>
          With daily reminders on, Hara also asks about decisions you tracked once they have waited
          three days. For that, the app sends only how many decisions are waiting for their outcome
          and the date the oldest is due: never a decision, its category or its outcome. The
          reminder itself says only &ldquo;A decision is waiting to hear how it turned out&rdquo;.
        </Trans>
      </p>
      <p>
        <Trans>
          Reminders travel through your browser&apos;s own push service (Google&apos;s,
          Apple&apos;s, Mozilla&apos;s or Microsoft&apos;s), encrypted so that only your device can
          read them. Switching both off deletes this record.
        </Trans>
      </p>
    </section>
  )
}
