import { describe, expect, it } from 'vitest'
import { JOURNAL_CSV_COLUMNS, journalCsv } from './journal-csv'
import { journal, tapDraft, voiceDraft } from '../test/fixtures'

describe('journalCsv', () => {
  it('writes a header and one row of values per entry', () => {
    const { entries } = journal([
      { at: '2025-11-03T08:00:00Z', draft: tapDraft({ decision: 'Say "no", kindly' }) },
      { at: '2025-11-04T08:00:00Z', draft: voiceDraft({ transcript: 'Line one\nline two' }) },
    ])
    const lines = journalCsv(entries).split('\r\n')
    expect(lines[0]).toBe(JOURNAL_CSV_COLUMNS.join(','))
    expect(lines).toHaveLength(4)
    expect(lines[3]).toBe('')
    const tap = lines[1]!.split(',')
    expect(tap.slice(0, 6)).toEqual([
      entries[0]!.id,
      'tap',
      '2025-11-03T08:00:00.000Z',
      '2025-11-03',
      'UTC',
      '10',
    ])
    // Values, not labels: willIgnore stays 'no', not 'Honored it'.
    expect(lines[1]).toContain(',no,no,"Say ""no"", kindly",true,,')
    expect(journalCsv(entries)).toContain('"Line one\nline two"')
  })

  it('keeps a spreadsheet from running text as a formula', () => {
    const { entries } = journal([
      { at: '2025-11-03T08:00:00Z', draft: tapDraft({ description: '=HYPERLINK("x")' }) },
      { at: '2025-11-03T09:00:00Z', draft: tapDraft({ description: '-5 degrees outside' }) },
    ])
    const csv = journalCsv(entries)
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv).toContain(`,'-5 degrees outside,`)
  })

  it('ends each row with when its words, outcome and answers were edited', () => {
    const { entries } = journal([{ at: '2025-11-03T08:00:00Z', draft: tapDraft() }])
    const edited = { ...entries[0]!, detailsEditedAt: '2025-11-04T09:00:00.000Z' }
    const lines = journalCsv([entries[0]!, edited]).split('\r\n')
    expect(lines[0]).toMatch(/,strength,ownVerdict,wordsEditedAt,outcomeEditedAt,detailsEditedAt$/)
    expect(lines[1]).toMatch(/,,,,$/)
    expect(lines[2]).toMatch(/,,,2025-11-04T09:00:00\.000Z$/)
  })

  it('writes only the header for an empty journal', () => {
    expect(journalCsv([])).toBe(`${JOURNAL_CSV_COLUMNS.join(',')}\r\n`)
  })
})
