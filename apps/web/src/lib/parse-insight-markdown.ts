/**
 * The coach writes its insights as light markdown: headings (`#`, `##`, `###`), bullets (`-`,
 * `*`, `•`, `1.`) and `**bold**`. This turns that text into blocks the timeline can render as
 * React elements, so nothing the model wrote is ever inserted as HTML.
 */
export type InsightSpan = { text: string; bold: boolean }
export type InsightBlock =
  | { kind: 'heading'; spans: InsightSpan[] }
  | { kind: 'bullets'; items: InsightSpan[][] }
  | { kind: 'paragraph'; spans: InsightSpan[] }

const HEADING = /^#{1,6}\s+(.*)$/
const BULLET = /^(?:[-*•]|\d+[.)])\s+(.*)$/

export function parseInsight(text: string): InsightBlock[] {
  const blocks: InsightBlock[] = []
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '') continue
    const heading = HEADING.exec(line)
    const bullet = BULLET.exec(line)
    if (heading) {
      blocks.push({ kind: 'heading', spans: parseSpans(heading[1] ?? '') })
    } else if (bullet) {
      const last = blocks.at(-1)
      const item = parseSpans(bullet[1] ?? '')
      if (last?.kind === 'bullets') last.items.push(item)
      else blocks.push({ kind: 'bullets', items: [item] })
    } else {
      blocks.push({ kind: 'paragraph', spans: parseSpans(line) })
    }
  }
  return blocks
}

/** Splits `a **b** c` into plain and bold spans; an unmatched `**` stays as text. */
export function parseSpans(text: string): InsightSpan[] {
  const spans: InsightSpan[] = []
  const pattern = /\*\*(.+?)\*\*/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index), bold: false })
    spans.push({ text: match[1] ?? '', bold: true })
    last = match.index + match[0].length
  }
  if (last < text.length) spans.push({ text: text.slice(last), bold: false })
  return spans
}

/**
 * The start of the blocks, about `maxChars` characters of their text, for a card that shows a
 * short version: it ends after a whole word with an ellipsis, never inside a word.
 */
export function shortenInsight(blocks: InsightBlock[], maxChars: number): InsightBlock[] {
  let left = maxChars
  let cut = false
  /** The spans that fit; the one that does not is cut after its last whole word that fits. */
  const fit = (spans: InsightSpan[]): InsightSpan[] => {
    const kept: InsightSpan[] = []
    for (const span of spans) {
      if (cut) break
      if (span.text.length <= left) {
        kept.push(span)
        left -= span.text.length
        continue
      }
      const words = span.text.slice(0, left + 1).replace(/\s*\S*$/, '')
      kept.push({ text: words, bold: span.bold })
      cut = true
    }
    return kept
  }
  const kept: InsightBlock[] = []
  for (const block of blocks) {
    if (cut || left <= 0) {
      cut = true
      break
    }
    if (block.kind === 'bullets') {
      const items: InsightSpan[][] = []
      for (const item of block.items) if (!cut) items.push(fit(item))
      kept.push({ kind: 'bullets', items })
    } else kept.push({ kind: block.kind, spans: fit(block.spans) })
  }
  if (cut) {
    const last = kept.at(-1)
    const spans = last?.kind === 'bullets' ? last.items.at(-1) : last?.spans
    const end = spans?.at(-1)
    if (spans && end)
      spans[spans.length - 1] = { ...end, text: `${end.text.replace(/[\s,;:.!?-]+$/, '')}…` }
  }
  return kept
}
