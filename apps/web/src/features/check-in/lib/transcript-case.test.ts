import { describe, expect, it } from 'vitest'
import { tidyTranscript } from './transcript-case'

describe('tidyTranscript', () => {
  it('capitalises the first word and the pronoun I, and ends with a stop', () => {
    expect(tidyTranscript('i think i should say no to the offer')).toBe(
      'I think I should say no to the offer.',
    )
  })

  it('capitalises each sentence and I in its contractions, leaving words containing i alone', () => {
    expect(
      tidyTranscript(
        "i'm not sure. it felt off when i’ve been here before! is it the idea? i'd wait",
      ),
    ).toBe("I'm not sure. It felt off when I’ve been here before! Is it the idea? I'd wait.")
    expect(tidyTranscript('it is in my inbox, ideally')).toBe('It is in my inbox, ideally.')
  })

  it('keeps what is already written well, and an empty transcript empty', () => {
    expect(tidyTranscript('  Sam asked me. I said yes!  ')).toBe('Sam asked me. I said yes!')
    expect(tidyTranscript('   ')).toBe('')
  })
})
