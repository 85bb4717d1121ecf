import { Trans } from '@lingui/react/macro'

/** Privacy: what the encrypted backup keeps on our server. */
export function BackupPrivacySection() {
  return (
    <section className="flex flex-col gap-2">
      <h2>
        <Trans>Encrypted backup</Trans>
      </h2>
      <p>
        <Trans>
          If you switch on encrypted backup in Settings, each check-in (and each record of a deleted
          one, and your XP and achievements) is encrypted on your phone on its own, with a key only
          your phones hold, before it is sent. That key is itself locked with a key made from a
          passphrase only you know.
        </Trans>
      </p>
      <p>
        <Trans>
          Our server keeps the locked key and the random values needed to unlock it with your
          passphrase (a salt, the number of rounds and an initialisation vector), and for each
          record an id that means nothing without your key, an initialisation vector, the encrypted
          record, its size and a sequence number. From these it can learn how many records you have,
          how large they are and when they change, but never a word of what they say.
        </Trans>
      </p>
      <p>
        <Trans>
          Your passphrase and your keys never leave your phones, so we cannot read your backup, and
          we cannot recover it if you forget the passphrase. Turning the backup off deletes every
          record and the key from our server, and so does deleting your account.
        </Trans>
      </p>
    </section>
  )
}
