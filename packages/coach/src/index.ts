/**
 * @hara/coach: Hara's grounded coach. Pure: no Node or browser APIs; time comes in as the day.
 * The server runs it for every request (and as the fallback of a model); the device can run
 * the same code when it is offline.
 */
export { answerCoach, type CoachAnswer, type CoachOptions } from './engine'
export {
  readOutcome,
  judgeOutcome,
  type OutcomeReading,
  type OutcomeJudgement,
  type Valence,
  type GutVerdict,
} from './text/outcome'
export { speaksOfCrisis, CRISIS_MESSAGE } from './text/crisis'
export { journalSummary, type JournalSummary } from './summary'
