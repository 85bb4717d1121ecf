/**
 * Hara's own outcome phrases: what people write about how a decision turned out that no
 * general sentiment lexicon reads right: regret said as a wish ("wish I had"), relief ("nothing
 * bad happened"), mixed outcomes, "not sure yet". Each list
 * is a set of whole-word phrases in normalized text (see `phraseMatcher`).
 */

/** The outcome is not known yet. */
export const PENDING = [
  'not sure yet',
  'not sure how (it|this|that)',
  "(don't|do not|dont) know yet",
  'no idea yet',
  'too (early|soon)',
  'still (waiting|deciding|thinking|unfolding|processing|pending|undecided|unclear)',
  'waiting (to hear|for|on)',
  "(we'll|we will) see",
  'remains to be seen',
  'time will tell',
  "(haven't|have not|hasn't|has not) (heard|happened|decided|found out)",
  "(can't|cannot|can not) tell( if| whether| yet|$)",
  "jury('s| is) (still )?out",
  'tbd',
  'pending',
  'no news yet',
  'nothing yet',
  'no clue',
  'ask me (in|again)',
  "how it('ll| will) (land|go|turn out|play out)",
  'not yet (known|clear|decided)',
]

/** Good and bad both, or neither clearly. */
export const MIXED = [
  'mixed (bag|feelings|results|outcome)',
  'bittersweet',
  'good and bad',
  'bad and good',
  'some good,? some bad',
  'a bit of both',
  'partly',
  'partially',
  'half (good|bad|right)',
  'on (the )?one hand',
  'not great,? not terrible',
  'so-so',
  'meh',
  'hard to (say|tell)',
]

/** Regret, often said as a wish: the outcome was bad. */
export const REGRET = [
  "should('ve| have| of)",
  "shouldn't have",
  'should not have',
  "wish i('d| had| hadn't| would have| could have)",
  'if only',
  'i regret',
  'regretted',
  'regret (it|that|this|saying|going|agreeing|not)',
  'kicking myself',
  '(big|huge|a|my) mistake',
  'the hard way',
  'never again',
  'what was i thinking',
  'paid the price',
  'backfired',
  'blew up',
  'cost me',
  "(didn't|did not|doesn't|never) (work|pan|turn) out",
  "(wasn't|was not|not) worth it",
  "(didn't|did not) (go|end) (well|great|good)",
  '(went|turned out|ended) (badly|bad|terribly|awfully|horribly|poorly)',
  "(didn't|did not) pay off",
  'waste of (money|time)',
  'fell through',
  'let me down',
  'stood me up',
  'felt used',
  '(still|now) feel (uneasy|bad|awful|terrible|guilty|uncomfortable|off|weird)',
]

/** Relief and satisfaction: the outcome was good. */
export const RELIEF = [
  'dodged (a|that) bullet',
  'nothing bad (happened|came of it)',
  'no harm done',
  "glad (i|we|i'm|that)",
  'so glad',
  "i'm glad",
  'relieved',
  'what a relief',
  'thank (god|goodness)',
  'thankfully',
  'good thing (i|we)',
  'lucky (i|we)',
  'saved (me|myself|us)',
  'worked out',
  'turned out (really |so |very |pretty )?(fine|great|well|good|okay|ok|amazing|perfect|better|lovely)',
  'paid off',
  'no regrets?',
  "(don't|didn't|do not|did not|never|won't) regret",
  'best decision',
  '(the )?right (call|choice|decision|move|thing to do)',
  'good call',
  'went (really |so |very |super |pretty |surprisingly )?(well|great|smoothly|fine|better)',
  'so far so good',
  'never looked back',
  '(was|is) worth it',
  'feel lighter',
  'worried (for|over|about) nothing',
  '(worry|worries|fear|fears) (was|were) (for nothing|unfounded)',
  'nothing to worry about',
  'false alarm',
]

/**
 * Events that are plainly bad or good for the person but that the lexicon does not score
 * ("he was lying", "we argued", "they offered me the job").
 */
export const BAD_EVENTS = [
  'lied',
  'lying',
  'cheated',
  'ghosted( me)?',
  'scammed',
  'ripped (me )?off',
  'argu(ed|ing|ment)',
  'fought',
  'tense',
  'nothing (got |was )?resolved',
  'got (fired|dumped|rejected|sick|hurt)',
  'drained',
  'fell apart',
  'broke down',
  'burn(ed|t) out',
  'never (saw|heard from) (it|him|her|them) again',
  'not what i (hoped|wanted|expected)',
  'pulled (it|a muscle|my [a-z]+)',
  'injur(ed|y)',
]

export const GOOD_EVENTS = [
  'offered me',
  'got (the|a) (job|offer|apartment|place|role|promotion|deal)',
  'promoted',
  "(we're|we are|feel|felt|are) closer",
  'closer now',
  'feels like home',
  '(it )?(feels|felt) right',
]

/** Phrases saying the gut proved right, whatever the outcome's tone. */
export const GUT_RIGHT = [
  'i knew it',
  'knew it',
  'called it',
  '(exactly|just) as i (felt|sensed|thought|expected|feared|suspected)',
  'as i (suspected|feared|sensed)',
  '(my )?(gut|instinct|instincts|intuition) (was|were) (right|spot on|correct)',
  '(my )?(gut|body) knew',
  'exactly right',
  'spot on',
  'right all along',
  "should('ve| have) (listened|trusted|gone with)",
  "wish i('d| had) (listened|trusted|gone with)",
  '(glad|good thing) i (listened|trusted)',
  '(wrong|a mistake|mistake) to (ignore|doubt)',
  "(shouldn't|should not) have (ignored|doubted)",
  'proved right',
  'proven right',
]

/** Phrases saying the gut proved wrong. */
export const GUT_WRONG = [
  '(my )?(gut|instinct|instincts|intuition) (was|were) (wrong|off)',
  'worried (for|over|about) nothing',
  '(worry|worries|fear|fears) (was|were) (for nothing|unfounded)',
  'false alarm',
  'overthought',
  'overthinking (it|things)',
  'nothing to worry about',
  'fears were unfounded',
  "(glad|good thing) i (didn't|did not) listen",
  '(glad|good thing) i ignored',
  'i was wrong(?! to)',
  "(shouldn't|should not) have listened",
  'should have ignored',
  'wrong call',
  'proved wrong',
  'proven wrong',
  'just (nerves|anxiety)',
]

/**
 * Decision words: they say what the person did, not how it went, yet lexicons score them
 * ("ignore", "no"). They are blanked before the lexicon reads the rest.
 */
export const DECISION_WORDS = [
  'ignored',
  'ignoring',
  'ignore',
  '(i|we) (said|say) (no|yes)',
  'saying (no|yes)',
  '(my|a|the|your|that) (no|yes)',
  'walked away',
  'walk away',
  'declined',
  'turned (it|them|him|her) down',
  '(trusted|followed|listened to|went with) (my|the) (gut|instinct|instincts|intuition)',
  'gut',
]
