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
