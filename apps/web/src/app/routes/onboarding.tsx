import {
  OnboardingFlow,
  type OnboardingResult,
} from '@/features/onboarding/components/onboarding-flow'

export default function OnboardingRoute({
  onComplete,
}: {
  onComplete: (result: OnboardingResult) => void
}) {
  return <OnboardingFlow onComplete={onComplete} />
}
