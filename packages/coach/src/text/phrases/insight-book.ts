/** The sentences of the Inner Map's analyses: body signals, trust, tone, a voice check-in. */
export interface InsightPhrases {}
