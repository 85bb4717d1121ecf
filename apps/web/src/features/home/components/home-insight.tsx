import { InsightText } from '@/components/ui/insight-text'
import type { RecentInsight } from '../lib/home-numbers'
import { InsightSource } from './insight-source'

/** About three lines of a card: a longer insight ends after a whole word, with an ellipsis. */
const INSIGHT_CHARS = 140

/**
 * A recent insight on Home: when its check-in was and the way to it (`href`), and the coach's
 * words. Its code loads on demand, with Home's other cards of the second pass (build/chunks.ts):
 * a new journal has no insight, and the first screen carries neither the markdown nor the
 * relative time.
 */
export function HomeInsight({ insight, href }: { insight: RecentInsight; href?: string }) {
  return (
    <>
      {insight.from && href ? <InsightSource from={insight.from} href={href} /> : null}
      <InsightText
        text={insight.text}
        maxChars={INSIGHT_CHARS}
        className="text-sm leading-relaxed"
        headingLevel={3}
      />
    </>
  )
}
