/** Privacy: what the encrypted backup keeps on our server. */
export function BackupPrivacySection() {
  return (
    <section className="flex flex-col gap-2">
      <h2>Encrypted backup</h2>
      <p>
        If you switch on encrypted backup in Settings, your journal is encrypted on your phone, with
        a key made from a passphrase only you know, before it is sent. Our server keeps that
        encrypted copy, the random values needed to make the key again from your passphrase (a salt
        and an initialisation vector), a version number, its size and when it was saved.
      </p>
      <p>
        Your passphrase and your key never leave your phone, so we cannot read your backup, and we
        cannot recover it if you forget the passphrase. Turning the backup off deletes the copy from
        our server, and so does deleting your account.
      </p>
    </section>
  )
}
