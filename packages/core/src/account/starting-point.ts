import { DEFAULT_DAILY_FOCUS, DEFAULT_MISSIONS } from '../journal/defaults'
import type { Mission } from '../coach/analysis-schemas'
import { MISSIONS_PER_DAY } from '../coach/coach-responses'
import type { OnboardingFocus } from './onboarding'

/**
 * Where Hara starts for a person before their journal can speak for itself (fewer than 3
 * check-ins before the day, or the coach out of reach): the focus and the challenge chosen in
 * onboarding steer today's focus and the first mission. With no choice made, the product's
 * defaults, exactly.
 */

export interface OnboardingChoices {
  focus: OnboardingFocus | null
  challenge: string | null
}

/** Step 4's options, three per focus, in the order onboarding shows them. */
export const ONBOARDING_CHALLENGES: Record<OnboardingFocus, readonly string[]> = {
  financial: [
    'I second-guess my money decisions',
    'I spend to calm my feelings',
    'I freeze before big purchases',
  ],
  relationships: [
    'I say yes when I mean no',
    'I brush past red flags',
    'I find it hard to trust people',
  ],
  career: [
    'I doubt my instincts at work',
    'I stay in roles that drain me',
    'I overthink every decision',
  ],
}

/** Whether `challenge` is one of `focus`'s three (what the server and Settings accept). */
export function isChallengeOf(focus: OnboardingFocus, challenge: string): boolean {
  return ONBOARDING_CHALLENGES[focus].includes(challenge)
}

const FOCUS_TEXT: Record<OnboardingFocus, string> = {
  financial:
    'Before you spend or sign today, notice the first flicker in your body. That is your gut speaking about money.',
  relationships:
    'When someone asks something of you today, notice the first flicker in your body before you answer. That is your gut speaking.',
  career:
    'Before one decision at work today, notice the first flicker in your body. That is your gut speaking.',
}

type StartingMission = Omit<Mission, 'id'>

const FOCUS_MISSION: Record<OnboardingFocus, StartingMission> = {
  financial: {
    title: 'Check in before one money decision',
    category: 'Finance',
    goal: { kind: 'check-in', context: 'Finance' },
  },
  relationships: {
    title: 'Check in about one conversation that matters',
    category: 'Relationship',
    goal: { kind: 'check-in', context: 'Relationship' },
  },
  career: {
    title: 'Let your gut have a say in one work decision',
    category: 'Work',
    goal: { kind: 'check-in', context: 'Work' },
  },
}

const CHALLENGE_MISSION: Record<string, StartingMission> = {
  'I second-guess my money decisions': FOCUS_MISSION.financial,
  'I spend to calm my feelings': {
    title: 'Check in before a purchase you did not plan',
    category: 'Finance',
    goal: { kind: 'check-in', context: 'Finance' },
  },
  'I freeze before big purchases': {
    title: 'Ask your gut about one purchase, then act on it',
    category: 'Finance',
    goal: { kind: 'check-in', context: 'Finance', honored: true },
  },
  'I say yes when I mean no': {
    title: 'Honor a no that feels right',
    category: 'Boundaries',
    goal: { kind: 'honored-no' },
  },
  'I brush past red flags': {
    title: 'Name one uneasy feeling about someone',
    category: 'Relationship',
    goal: { kind: 'check-in', context: 'Relationship' },
  },
  'I find it hard to trust people': {
    title: 'Notice when your body relaxes around someone',
    category: 'Relationship',
    goal: { kind: 'check-in', context: 'Relationship' },
  },
  'I doubt my instincts at work': FOCUS_MISSION.career,
  'I stay in roles that drain me': {
    title: 'Notice how your body feels as your work day ends',
    category: 'Work',
    goal: { kind: 'check-in', context: 'Work' },
  },
  'I overthink every decision': {
    title: 'Decide one small thing on your first gut answer',
    category: 'Awareness',
    goal: { kind: 'check-in' },
  },
}

/** Today's focus before the coach has enough: steered by the focus chosen, else the default. */
export function startingFocus(choices: OnboardingChoices): string {
  return choices.focus ? FOCUS_TEXT[choices.focus] : DEFAULT_DAILY_FOCUS
}

/**
 * The day's missions before the coach has enough: the one the challenge (else the focus)
 * suggests first, then the defaults, three in all; the defaults alone with no choice made.
 */
export function startingMissions(choices: OnboardingChoices): readonly Mission[] {
  const chosen =
    (choices.challenge ? CHALLENGE_MISSION[choices.challenge] : undefined) ??
    (choices.focus ? FOCUS_MISSION[choices.focus] : undefined)
  if (!chosen) return DEFAULT_MISSIONS
  const first: Mission = { ...chosen, id: `start-${slug(chosen.title)}` }
  const rest = DEFAULT_MISSIONS.filter((mission) => mission.title !== first.title)
  return [first, ...rest].slice(0, MISSIONS_PER_DAY)
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')
