import { Trans, useLingui } from '@lingui/react/macro'
import { LegalLayout } from './legal-layout'
import { Link } from '@/components/ui/link'

/** Plain-language terms of service. */
export function TermsPage() {
  const { t } = useLingui()
  return (
    <LegalLayout title={t`Terms of Service`}>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>Using Hara</Trans>
        </h2>
        <p>
          <Trans>
            Hara helps you notice your gut feelings, record what you did with them and learn from
            what happened. It is offered in early access to people with an invitation code. By
            creating an account you agree to these terms.
          </Trans>
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>Not medical or professional advice</Trans>
        </h2>
        <p>
          <Trans>
            Hara is a reflection tool. The coach&apos;s suggestions are prompts for your own
            thinking, not medical, psychological, financial or legal advice. If you are struggling,
            please reach out to a professional or a local helpline.
          </Trans>
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>Your account</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Keep your password to yourself; you are responsible for what happens in your account.
            </Trans>
          </li>
          <li>
            <Trans>
              Use Hara for yourself, lawfully, and without trying to disrupt it for others.
            </Trans>
          </li>
          <li>
            <Trans>Don&apos;t share your invitation code publicly.</Trans>
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>Your content</Trans>
        </h2>
        <p>
          <Trans>
            What you write stays yours. Your journal is kept on your device, so if you clear it or
            lose your phone, we cannot restore it. How we handle your data is explained in the{' '}
            <Link to="/privacy" className="font-medium text-accent underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>
          <Trans>Changes and ending</Trans>
        </h2>
        <p>
          <Trans>
            Early access means things will change. We may update these terms and will show the new
            date above. You can stop using Hara at any time and ask us to delete your account.
          </Trans>
        </p>
      </section>
    </LegalLayout>
  )
}
