import type { LabelledOutcome } from './outcome-set'

/**
 * A third labelled set, written once the reader was final and scored without any change
 * afterwards. The held-out set's misses were looked at once while adding Hara's outcome words,
 * so this set is the cleanest estimate of the reader on sentences it has not met before.
 */
const H = true
const I = false

export const UNSEEN_OUTCOMES: readonly LabelledOutcome[] = [
  { text: 'The landlord fixed everything within a day', honored: H, valence: 'good', gut: 'right' },
  {
    text: 'I agreed to cover her shift and missed my sister’s birthday',
    honored: I,
    valence: 'bad',
    gut: 'right',
  },
  {
    text: 'We signed, and so far the partnership is great',
    honored: H,
    valence: 'good',
    gut: 'right',
  },
  {
    text: 'Still haven’t decided whether to take it',
    honored: null,
    valence: 'unclear',
    gut: null,
  },
  {
    text: 'He was rude to the waiter all night, red flag',
    honored: I,
    valence: 'bad',
    gut: 'right',
  },
  {
    text: 'The stock dropped 30% the week after I sold. Phew.',
    honored: H,
    valence: 'good',
    gut: 'right',
  },
  {
    text: 'I pushed through the tiredness and the run felt amazing',
    honored: I,
    valence: 'good',
    gut: 'wrong',
  },
  { text: 'Regretting it already', honored: I, valence: 'bad', gut: 'right' },
  { text: 'It was the kindest thing I could have done', honored: H, valence: 'good', gut: 'right' },
  { text: 'They never called back', honored: H, valence: 'bad', gut: 'wrong' },
  {
    text: 'I skipped the party and felt peaceful all evening',
    honored: H,
    valence: 'good',
    gut: 'right',
  },
  { text: 'Ended badly, as I feared', honored: I, valence: 'bad', gut: 'right' },
  {
    text: 'Hard to say, some things improved and some got worse',
    honored: H,
    valence: 'unclear',
    gut: null,
  },
  { text: 'Felt trapped the entire weekend', honored: I, valence: 'bad', gut: 'right' },
  { text: 'Mum was thrilled I visited', honored: H, valence: 'good', gut: 'right' },
  { text: 'I bought it anyway and it broke in a week', honored: I, valence: 'bad', gut: 'right' },
  {
    text: 'The deadline moved, so it did not matter in the end',
    honored: I,
    valence: 'unclear',
    gut: null,
  },
  {
    text: 'I kept quiet and the tension at home got worse',
    honored: I,
    valence: 'bad',
    gut: 'right',
  },
  { text: 'We laughed the whole way home', honored: H, valence: 'good', gut: 'right' },
  { text: 'I’m glad I waited, the price came down', honored: H, valence: 'good', gut: 'right' },
  {
    text: 'Got the results back and everything is fine',
    honored: H,
    valence: 'good',
    gut: 'right',
  },
  { text: 'Lost a friend over it', honored: H, valence: 'bad', gut: 'wrong' },
  {
    text: 'The new job is stressful and I dread Mondays',
    honored: I,
    valence: 'bad',
    gut: 'right',
  },
  { text: 'Honestly a great choice', honored: H, valence: 'good', gut: 'right' },
  { text: 'Will know more next week', honored: H, valence: 'unclear', gut: null },
  {
    text: 'My body was right, the hike was too much and I got hurt',
    honored: I,
    valence: 'bad',
    gut: 'right',
  },
  { text: 'I went with it and it was a beautiful day', honored: H, valence: 'good', gut: 'right' },
  { text: 'He apologised and we are good now', honored: H, valence: 'good', gut: 'right' },
  { text: 'Terrible decision, I am still paying for it', honored: I, valence: 'bad', gut: 'right' },
  { text: 'Nothing much changed either way', honored: I, valence: 'unclear', gut: null },
]
