import { useSignOut } from '@/features/auth/api/use-sign-out'
import {
  OnboardingFlow,
  type OnboardingResult,
} from '@/features/onboarding/components/onboarding-flow'

export default function OnboardingRoute({
  onComplete,
}: {
  onComplete: (result: OnboardingResult) => void
}) {
  const signOut = useSignOut()
  return (
    <OnboardingFlow
      onComplete={onComplete}
      signOut={{ run: () => signOut.mutate(), pending: signOut.isPending }}
    />
  )
}
