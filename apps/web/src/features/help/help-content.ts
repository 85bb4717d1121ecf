/**
 * The words of Help & Support. The product's text names the eight questions and leaves
 * the answers, the guide and the tips to us; they describe Hara as it works today.
 */

import { msg, t } from '@lingui/core/macro'
import { privacyText } from '@/lib/privacy-story'

export const SUPPORT_EMAIL = 'support@hara.app'

export const GETTING_STARTED = [
  {
    title: msg`Notice the signal`,
    text: msg`A tight chest, a dropped stomach, a warm ease: when your body speaks up, tap Check In.`,
  },
  {
    title: msg`Check in`,
    text: msg`Say what’s happening, where you feel it, what your gut says and whether you’ll follow it. It takes under a minute.`,
  },
  {
    title: msg`Look back`,
    text: msg`Your Journey keeps every check-in, and Insights shows how often you trust your gut.`,
  },
] as const

/** The questions and answers, spoken now; the privacy answer says where this journal is now. */
export function faq(backupOn: boolean) {
  const privacy = privacyText(backupOn).answer
  return [
    {
      question: t`What is gut intuition?`,
      answer: t`It’s the quick, wordless sense that something is right or off, often felt in your body before your mind catches up. It draws on everything you’ve lived through. Hara helps you notice it and learn when to trust it.`,
    },
    {
      question: t`How is a gut feeling different from anxiety?`,
      answer: t`A gut feeling is usually quiet and clear, and about what’s in front of you, even when it says no. Anxiety tends to be loud, looping and about what might happen. If a feeling keeps asking “what if”, it’s more likely anxiety. Checking in over time helps you tell them apart.`,
    },
    {
      question: t`What if I don't feel anything?`,
      answer: t`That’s fine, and common at first. Numb is one of the body signals you can pick, and Pause is a real answer too. Keep checking in: the more you look, the more you’ll notice.`,
    },
    {
      question: t`How often should I check in?`,
      answer: t`Whenever you notice a signal, big or small. One check-in a day keeps your streak going, and there’s no upper limit. A short, honest check-in beats a perfect one later.`,
    },
    {
      question: t`Why track when I ignore my gut?`,
      answer: t`Because those moments teach you just as much. They show what happens when you go another way, and your trust score counts them too. Honoring your gut earns 10 XP; every other check-in still earns 5.`,
    },
    {
      question: t`Should I use tap or voice check-ins?`,
      answer: t`Tap is quick and structured: you pick a category, a body signal and your answers. Voice will let you talk it through and get insights on what you said. Voice check-ins are still being built, so tap is the way in for now.`,
    },
    {
      question: t`How does the AI coach help?`,
      answer: t`Once you have three check-ins, the coach reads your recent ones and suggests a daily focus and three missions that fit you. Until then, or when it can’t answer, you get gentle defaults. What you send is used for that answer and not kept.`,
    },
    {
      question: t`Is my data private?`,
      answer: t`Yes. ${privacy} You can delete all your check-ins in Settings at any time.`,
    },
  ] as const
}

export const PRO_TIPS = [
  msg`Check in while the feeling is fresh. A few words now beat a full story later.`,
  msg`Notice where it lands in your body first. Your body often knows before your mind does.`,
  msg`Before a big yes, take one slow breath and listen for a quiet no.`,
  msg`Log the times you ignore your gut too. They show you what trusting it is worth.`,
  msg`Look back once a week. Your Journey shows patterns you can’t see day to day.`,
] as const
