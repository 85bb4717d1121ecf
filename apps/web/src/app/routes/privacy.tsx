import { PrivacyPage } from '@/features/legal/privacy-page'

export default function PrivacyRoute() {
  return <PrivacyPage />
}
