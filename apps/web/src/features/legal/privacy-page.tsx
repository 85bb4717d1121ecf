import { privacyAnswer } from '@/lib/privacy-story'
import { BackupPrivacySection } from './backup-privacy-section'
import { LegalLayout } from './legal-layout'
import { RemindersPrivacySection } from './reminders-privacy-section'

/** Plain-language privacy text that matches what Hara really does (docs/product.md#kept-on-the-device). */
export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy">
      <section className="flex flex-col gap-2">
        <h2>The short version</h2>
        <p>{privacyAnswer()} We never sell your data and we show no ads.</p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>What stays on your device</h2>
        <ul>
          <li>
            Your check-ins: what you felt, where in your body, what you decided and how it went.
          </li>
          <li>Your XP, level, streak, achievements and missions.</li>
          <li>The coach&apos;s saved analyses, your settings and your theme.</li>
        </ul>
        <p>
          These are stored in your browser&apos;s storage for this app, kept separately for each
          account that signs in on the phone. They are not copied to our server, unless you switch
          on the encrypted backup described below, which only you can read.
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>What our server stores</h2>
        <ul>
          <li>Your account: email address, password (only as a one-way hash), sign-in sessions.</li>
          <li>Your profile: nickname, first name if you sign in with Google, and your photo.</li>
          <li>Short-lived counters that limit repeated sign-in and access-code attempts.</li>
          <li>If you use Google sign-in: the identifiers Google gives us to recognise you.</li>
          <li>
            If you switch on encrypted backup: your check-ins as encrypted records, and the locked
            key that opens them.
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2>The AI coach and voice notes</h2>
        <p>
          When you ask the coach for guidance or record a voice check-in, the check-ins or audio
          needed for that answer are sent to our server, processed in memory to produce the answer
          or transcript, and then discarded. We do not keep them and we do not log their content. If
          the coach uses an outside language model, only the text needed for that one answer is sent
          to it; if the server uses an outside transcription service, only that one recording is.
        </p>
      </section>
      <RemindersPrivacySection />
      <BackupPrivacySection />
      <section className="flex flex-col gap-2">
        <h2>Deleting your data</h2>
        <ul>
          <li>
            Your journal: Settings → Clear all data deletes every check-in on this phone at once.
            Removing the app or clearing the browser&apos;s site data deletes it too.
          </li>
          <li>
            Your account, profile and photo: write to our support address from Help &amp; Support
            and we delete them within 30 days.
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2>Cookies</h2>
        <p>
          We use one essential cookie to keep you signed in. There are no tracking or advertising
          cookies.
        </p>
      </section>
    </LegalLayout>
  )
}
