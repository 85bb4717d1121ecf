import type { ReactNode, Ref } from 'react'
import { parseInsight, shortenInsight, type InsightSpan } from '@/lib/parse-insight-markdown'
import { cn } from '@/lib/cn'
import { useCoachLanguage } from '@/lib/coach/coach-language'

/**
 * The coach's light markdown (headings, bullets, bold) as React elements: nothing it wrote is
 * ever inserted as HTML. Used on the timeline, in the voice check-in's insights and on Home.
 * `className` sets the text's size and leading, replacing the default `leading-relaxed`;
 * `clamped` shows the first four lines only; `maxChars` shows about that many characters,
 * ending after a whole word. Its headings are of `headingLevel` (4 unless said), one below the
 * heading of the section it is in, so that a screen reader's outline skips no level.
 */
export function InsightText({
  text,
  className,
  clamped = false,
  maxChars,
  headingLevel = 4,
  ref,
}: {
  text: string
  className?: string
  clamped?: boolean
  maxChars?: number
  headingLevel?: 3 | 4
  /** The element that holds the text (and is clamped). */
  ref?: Ref<HTMLDivElement>
}) {
  const blocks = parseInsight(text)
  // The coach's words, in the language it answered in (ADR 0078).
  const lang = useCoachLanguage()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div
      ref={ref}
      lang={lang}
      className={cn(
        'flex-col gap-1.5',
        clamped ? 'line-clamp-4' : 'flex',
        className ?? 'leading-relaxed',
      )}
    >
      {(maxChars === undefined ? blocks : shortenInsight(blocks, maxChars)).map((block, i) =>
        block.kind === 'heading' ? (
          <Heading key={i} className="font-semibold">
            <Spans spans={block.spans} />
          </Heading>
        ) : block.kind === 'bullets' ? (
          <ul key={i} className="list-disc space-y-0.5 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>
                <Spans spans={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Spans spans={block.spans} />
          </p>
        ),
      )}
    </div>
  )
}

function Spans({ spans }: { spans: InsightSpan[] }): ReactNode {
  return spans.map((span, i) => (span.bold ? <strong key={i}>{span.text}</strong> : span.text))
}
