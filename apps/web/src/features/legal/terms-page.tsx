import { LegalLayout } from './legal-layout'
import { Link } from '@/components/ui/link'

/** Plain-language terms of service. */
export function TermsPage() {
  return (
    <LegalLayout title="Terms of Service">
      <section className="flex flex-col gap-2">
        <h2>Using Hara</h2>
        <p>
          Hara helps you notice your gut feelings, record what you did with them and learn from what
          happened. It is offered in early access to people with an invitation code. By creating an
          account you agree to these terms.
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>Not medical or professional advice</h2>
        <p>
          Hara is a reflection tool. The coach&apos;s suggestions are prompts for your own thinking,
          not medical, psychological, financial or legal advice. If you are struggling, please reach
          out to a professional or a local helpline.
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>Your account</h2>
        <ul>
          <li>
            Keep your password to yourself; you are responsible for what happens in your account.
          </li>
          <li>Use Hara for yourself, lawfully, and without trying to disrupt it for others.</li>
          <li>Don&apos;t share your invitation code publicly.</li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2>Your content</h2>
        <p>
          What you write stays yours. Your journal is kept on your device, so if you clear it or
          lose your phone, we cannot restore it. How we handle your data is explained in the{' '}
          <Link to="/privacy" className="font-medium text-accent underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2>Changes and ending</h2>
        <p>
          Early access means things will change. We may update these terms and will show the new
          date above. You can stop using Hara at any time and ask us to delete your account.
        </p>
      </section>
    </LegalLayout>
  )
}
