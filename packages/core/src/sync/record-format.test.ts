import { describe, expect, it } from 'vitest'
import { recordCheckIn } from '../gamification/gamification'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { deletedEntryOf } from '../journal/deleted-entry'
import { EMPTY_SUMMARY } from '../journal/journal-summary'
import {
  nameOf,
  readRecord,
  readRecordText,
  recordText,
  sealedText,
  type RecordContent,
} from './record-format'

const { entry, state } = recordCheckIn(
  INITIAL_GAMIFICATION_STATE,
  EMPTY_SUMMARY,
  {
    mode: 'tap',
    context: 'Work',
    description: 'Private words',
    bodySensation: 'Tight chest',
    gutFeeling: 'no',
    willIgnore: 'no',
    decision: null,
  },
  { id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', now: Date.UTC(2026, 10, 25, 9), timeZone: 'UTC' },
)
const CONTENTS: RecordContent[] = [
  { kind: 'entry', entry },
  { kind: 'deleted', deleted: deletedEntryOf(entry) },
  { kind: 'gamification', gamification: state },
]

describe('record format', () => {
  it('reads back each kind of record with its version', () => {
    for (const content of CONTENTS) {
      expect(readRecord(sealedText(content, 4))).toEqual({ content, version: 4 })
      expect(readRecordText(sealedText(content, 4))).toEqual(content)
    }
  })

  it('names a check-in and its deletion by the entry id, the gamification state apart', () => {
    expect(CONTENTS.map(nameOf)).toEqual([entry.id, entry.id, 'hara:gamification'])
  })

  it('gives one text for one content, whatever order its keys were written in', () => {
    const [content] = CONTENTS
    const reordered = JSON.parse(JSON.stringify({ entry, kind: 'entry' })) as RecordContent
    expect(recordText(reordered)).toBe(recordText(content!))
    // Without a version: a record from before versions reads as version 0.
    expect(readRecord(recordText(content!))?.version).toBe(0)
  })

  it.each([
    ['not JSON', '{"v":1,'],
    ['not an object', '"text"'],
    ['null', 'null'],
    ['another format version', sealedText(CONTENTS[1]!, 1).replace('"v":1', '"v":2')],
    ['a negative version', sealedText(CONTENTS[1]!, 1).replace('"version":1', '"version":-1')],
    ['a fractional version', sealedText(CONTENTS[1]!, 1).replace('"version":1', '"version":1.5')],
    ['an unknown kind', '{"kind":"note","v":1}'],
    ['a check-in the schema refuses', '{"entry":{"id":"x"},"kind":"entry","v":1}'],
    ['a deletion the schema refuses', '{"deleted":{"id":"x"},"kind":"deleted","v":1}'],
    ['a gamification state the schema refuses', '{"gamification":{},"kind":"gamification","v":1}'],
  ])('reads %s as no record it knows', (_, text) => {
    expect(readRecord(text)).toBeNull()
    expect(readRecordText(text)).toBeNull()
  })
})
