import { Trans, useLingui } from '@lingui/react/macro'
import { privacyAnswer } from '@/lib/privacy-story'
import { BackupPrivacySection } from './backup-privacy-section'
import { LegalLayout } from './legal-layout'
import { RemindersPrivacySection } from './reminders-privacy-section'

/** Plain-language privacy text that matches what Hara really does (docs/product.md#kept-on-the-device). */
export function PrivacyPage() {
  const { t } = useLingui()
  const answer = privacyAnswer()
  return (
    <LegalLayout title={t`Privacy Policy`}>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>The short version</Trans>
        </h2>
        <p>
          <Trans>{answer} We never sell your data and we show no ads.</Trans>
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>What stays on your device</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Your check-ins: what you felt, where in your body, what you decided and how it went.
            </Trans>
          </li>
          <li>
            <Trans>Your XP, level, streak, achievements and missions.</Trans>
          </li>
          <li>
            <Trans>The coach&apos;s saved analyses, your settings and your theme.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            These are stored in your browser&apos;s storage for this app, kept separately for each
            account that signs in on the phone. They are not copied to our server, unless you switch
            on the encrypted backup described below, which only you can read.
          </Trans>
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>What our server stores</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Your account: email address, password (only as a one-way hash), sign-in sessions.
            </Trans>
          </li>
          <li>
            <Trans>
              Your profile: nickname, first name if you sign in with Google, and your photo.
            </Trans>
          </li>
          <li>
            <Trans>
              Short-lived counters that limit repeated sign-in and access-code attempts.
            </Trans>
          </li>
          <li>
            <Trans>
              If you use Google sign-in: the identifiers Google gives us to recognise you.
            </Trans>
          </li>
          <li>
            <Trans>
              If you switch on encrypted backup: your check-ins as encrypted records, and the locked
              key that opens them.
            </Trans>
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>The AI coach and voice notes</Trans>
        </h2>
        <p>
          <Trans>
            When you ask the coach for guidance or record a voice check-in, the check-ins or audio
            needed for that answer are sent to our server, processed in memory to produce the answer
            or transcript, and then discarded. We do not keep them and we do not log their content.
            If the coach uses an outside language model, only the text needed for that one answer is
            sent to it; if the server uses an outside transcription service, only that one recording
            is.
          </Trans>
        </p>
      </section>
      <RemindersPrivacySection />
      <BackupPrivacySection />
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>Deleting your data</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Your journal: Settings → Clear all data deletes every check-in on this phone at once.
              Removing the app or clearing the browser&apos;s site data deletes it too.
            </Trans>
          </li>
          <li>
            <Trans>
              Your account, profile and photo: write to our support address from Help &amp; Support
              and we delete them within 30 days.
            </Trans>
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>Cookies</Trans>
        </h2>
        <p>
          <Trans>
            We use one essential cookie to keep you signed in. There are no tracking or advertising
            cookies.
          </Trans>
        </p>
      </section>
    </LegalLayout>
  )
}
