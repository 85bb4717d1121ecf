import type { InsightPhrases } from '../insight-book'

export const insights: InsightPhrases = {}
