import type { LabelledOutcome } from './outcome-set'

/**
 * A second labelled set, written after the phrase lists were tuned on `LABELLED_OUTCOMES` and
 * never tuned on: its score is the honest estimate of how the reader does on new sentences.
 */
const H = true
const I = false

export const HELD_OUT_OUTCOMES: readonly LabelledOutcome[] = [
  { text: 'The contractor disappeared with the deposit', honored: I, valence: 'bad', gut: 'right' },
  { text: 'Best night out in ages', honored: H, valence: 'good', gut: 'right' },
  {
    text: 'I caved and lent him the money. Never saw it again.',
    honored: I,
    valence: 'bad',
    gut: 'right',
  },
  { text: 'They hired me!', honored: H, valence: 'good', gut: 'right' },
  {
    text: 'Honestly it was a relief to say it out loud',
    honored: H,
    valence: 'good',
    gut: 'right',
  },
  { text: 'Waiting on the test results', honored: H, valence: 'unclear', gut: null },
  { text: 'Ended up loving the new team', honored: I, valence: 'good', gut: 'wrong' },
  { text: 'He got angry and left', honored: H, valence: 'bad', gut: 'wrong' },
  {
    text: 'I should have trusted that knot in my stomach',
    honored: I,
    valence: 'bad',
    gut: 'right',
  },
  {
    text: 'Turned down the offer and a better one came the next week',
    honored: H,
    valence: 'good',
    gut: 'right',
  },
  { text: 'It was okay I guess', honored: I, valence: 'unclear', gut: null },
  { text: 'A total nightmare from start to finish', honored: I, valence: 'bad', gut: 'right' },
  {
    text: 'We made up the same evening and it feels good',
    honored: H,
    valence: 'good',
    gut: 'right',
  },
  { text: 'No clue how it will land', honored: H, valence: 'unclear', gut: null },
  {
    text: 'I feel so much calmer since I set that boundary',
    honored: H,
    valence: 'good',
    gut: 'right',
  },
  { text: 'Lost the bid. Ugh.', honored: I, valence: 'bad', gut: 'right' },
  {
    text: 'The trip was amazing, no idea why I was so nervous',
    honored: I,
    valence: 'good',
    gut: 'wrong',
  },
  { text: 'Got scammed, exactly like I sensed', honored: I, valence: 'bad', gut: 'right' },
  { text: 'Happy I stuck to my no', honored: H, valence: 'good', gut: 'right' },
  { text: 'It hurt, but I am proud I spoke up', honored: H, valence: 'good', gut: 'right' },
  {
    text: "Pretty sure it was the wrong move, I'm miserable there",
    honored: I,
    valence: 'bad',
    gut: 'right',
  },
  { text: 'Fine so far, ask me in a month', honored: H, valence: 'unclear', gut: null },
  { text: 'She was grateful I checked in on her', honored: H, valence: 'good', gut: 'right' },
  {
    text: 'Felt pressured the whole time and regretted signing',
    honored: I,
    valence: 'bad',
    gut: 'right',
  },
  { text: 'I went anyway and had a wonderful time', honored: I, valence: 'good', gut: 'wrong' },
  { text: 'The car broke down twice in the first month', honored: I, valence: 'bad', gut: 'right' },
  { text: 'I kept the money in savings and slept well', honored: H, valence: 'good', gut: 'right' },
  { text: 'Mostly good, a few bumps', honored: H, valence: 'good', gut: 'right' },
  { text: 'It fell apart within a week', honored: I, valence: 'bad', gut: 'right' },
  { text: 'Not what I hoped for', honored: H, valence: 'bad', gut: 'wrong' },
]
