/** The test language's text, a rule of the core's (the journeys write it too). */
export { pseudoText } from '@hara/core'
