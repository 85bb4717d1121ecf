import { normalizeText, phraseMatcher } from './normalize'

/**
 * Crisis language: when a text speaks of self-harm or suicide the coach gives no
 * analysis and answers with a short, caring message that points to help. The list errs on
 * the side of caring; a false alarm costs a kind message, a miss costs far more.
 */
const CRISIS = phraseMatcher([
  'kill(ing)? myself',
  'end(ing)? (my|it all|my own) life',
  'end it all',
  'suicid(e|al)',
  'self[- ]?harm',
  '(hurt|harm|cut|cutting)(ing)? myself',
  "(don't|do not|no longer) want to (live|be alive|be here|exist|wake up)",
  'want(ed)? to die',
  'wish i (was|were) dead',
  'better off (dead|without me)',
  'no reason to (live|go on)',
  "(can't|cannot) go on",
  'overdose',
  'take my (own )?life',
  // Spanish and German: a person writes in their own language (ADR 0078).
  'suicid(io|arme|arte|a|as)',
  'quitarme la vida',
  'matarme',
  'no quiero (vivir|seguir viviendo|despertar(me)?)',
  'quiero morir(me)?',
  'hacerme daño',
  'autolesi(ón|on|ones|onarme)',
  'acabar con (mi vida|todo)',
  'no puedo seguir',
  'selbstmord',
  'suizid(al|gedanken)?',
  'mich umbringen',
  'mir das leben nehmen',
  'nicht mehr leben',
  '(will|möchte) (nur noch )?sterben',
  'sterben will',
  'mich (selbst )?verletzen',
  'selbstverletzung',
  '(allem|alles) ein ende (machen|setzen)',
  'ohne mich besser dran',
])

export function speaksOfCrisis(...texts: (string | null | undefined)[]): boolean {
  return texts.some((text) => typeof text === 'string' && CRISIS.test(normalizeText(text)))
}

/** The message given instead of an analysis. Short, warm, and pointing to people who can help. */
export const CRISIS_MESSAGE = [
  "It sounds like you're carrying something really heavy right now, and you don't have to carry it alone.",
  '',
  '**If you might hurt yourself, please call your local emergency number now.**',
  '',
  'You can also talk to someone at a crisis line, any time, for free:',
  '- **US:** call or text **988**',
  '- **UK and Ireland:** call Samaritans on **116 123**',
  '- **Elsewhere:** find a helpline near you at **findahelpline.com**',
  '',
  'Reaching out to someone you trust today could help too. You matter.',
].join('\n')
