export { requestCoach, streamCoach, BAD_ANSWER } from './coach-client'
export { useCoachAnswer, type CoachLoad } from './use-coach-answer'
