import { TermsPage } from '@/features/legal/terms-page'

export default function TermsRoute() {
  return <TermsPage />
}
