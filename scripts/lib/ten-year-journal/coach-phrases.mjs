// The coach's guidance on a voice check-in, for the ten-year journal (words.mjs). Data only.

export const INSIGHT_OPENINGS = [
  'You noticed something important today: your body answered before your thinking did.',
  'What stands out in this note is how clearly you describe the moment the feeling arrived.',
  'There is a lot of care in how you talk about this, for {stakes} and for yourself.',
  'You are not confused so much as pulled in two directions at once, and you named both.',
  'This sounds like one of those decisions that looks simple from the outside and is not.',
]

export const INSIGHT_SIGNALS = [
  'The **{bodyState} {bodyPart}** showed up the moment the request was made, not later.',
  'When you imagined saying no, the sensation changed: that contrast is worth trusting.',
  'You describe **{sensation}**, which in your past notes came before decisions you later questioned.',
  'Your voice slowed down when you talked about {stakes}; that is often where the real weight is.',
  'The signal was quiet but steady, which tends to be more reliable than a sudden jolt.',
  'You noticed your breath. That is the earliest signal most people miss.',
]

export const INSIGHT_PATTERNS = [
  '**Requests with a deadline**: you tend to say yes quickly when someone needs an answer soon, and reflect later.',
  '**{Topic} decisions**: in your journal these are the ones where your first feeling has most often been right.',
  '**Evenings**: check-ins you record late in the day carry more unease than the ones in the morning.',
  '**Others first**: you often weigh what {person} needs before what you need. Both matter.',
  '**The quiet no**: when you call it that, you have usually honored it, and rarely regretted it.',
  '**Excited and scared**: this pairing has come before some of your best choices.',
]

export const INSIGHT_QUESTIONS = [
  'If nobody would be disappointed, what would you choose?',
  'What would {want_short} look like this week, in one concrete step?',
  'Which part of this feels like yours, and which part feels borrowed from someone else?',
  'What did your body do when you pictured {optA}? And {optB}?',
  'What would you need to know to feel settled either way?',
  'If you look back a year from now, which choice would you be proud of?',
  'Is there a smaller version of yes that you could live with?',
]

export const INSIGHT_STEPS = [
  'Before you answer {person}, take three slow breaths and notice whether the feeling in your {bodyPart} changes.',
  'Give yourself until {when} before you reply. A real yes will still be there then.',
  'Write down the one sentence you would say if you trusted your gut completely, then read it out loud.',
  'Tell {person} what you need in order to decide, rather than the decision itself.',
  'Try the smallest experiment: agree to one step, not the whole thing, and check in again afterwards.',
]

export const INSIGHT_CLOSINGS = [
  'Whatever you choose, noticing this is the practice. Log how it turns out, so next time the signal is a little easier to read.',
  'You do not have to get this right today. You only have to keep listening.',
  'Your gut has been right about things like this more often than you give it credit for.',
]
