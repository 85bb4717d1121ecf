import { describe, expect, it } from 'vitest'
import { parseInsight, parseSpans, shortenInsight } from './parse-insight-markdown'

describe('insight text', () => {
  it('reads headings, bullets, paragraphs and bold', () => {
    const blocks = parseInsight(
      '## What I hear\nYou felt **tight** in your chest.\n\n- Pause before you answer\n* Notice your breath\n1. Write it down',
    )
    expect(blocks).toEqual([
      { kind: 'heading', spans: [{ text: 'What I hear', bold: false }] },
      {
        kind: 'paragraph',
        spans: [
          { text: 'You felt ', bold: false },
          { text: 'tight', bold: true },
          { text: ' in your chest.', bold: false },
        ],
      },
      {
        kind: 'bullets',
        items: [
          [{ text: 'Pause before you answer', bold: false }],
          [{ text: 'Notice your breath', bold: false }],
          [{ text: 'Write it down', bold: false }],
        ],
      },
    ])
  })

  it('leaves an unmatched ** and markup-looking text as plain text', () => {
    expect(parseSpans('a ** b')).toEqual([{ text: 'a ** b', bold: false }])
    expect(parseInsight('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', spans: [{ text: '<img src=x onerror=alert(1)>', bold: false }] },
    ])
  })
})

describe('a shortened insight', () => {
  it('ends after a whole word with an ellipsis, keeping the blocks before it', () => {
    const blocks = shortenInsight(
      parseInsight('## Heard\n- Your chest was tight before the call\n- Then it eased'),
      30,
    )
    expect(blocks).toEqual([
      { kind: 'heading', spans: [{ text: 'Heard', bold: false }] },
      { kind: 'bullets', items: [[{ text: 'Your chest was tight…', bold: false }]] },
    ])
  })

  it('leaves a short insight whole', () => {
    const blocks = parseInsight('You felt **calm**.')
    expect(shortenInsight(blocks, 140)).toEqual(blocks)
  })
})
