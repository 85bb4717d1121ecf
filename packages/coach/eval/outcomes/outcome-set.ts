import type { GutVerdict } from '../../src/text/outcome'

/**
 * A labelled set of outcome sentences, written in the voice of people logging how a decision
 * turned out. `honored` is whether they followed their gut (null: not answered).
 * `valence` groups mixed and unknown as `unclear`, as the issue defines the reading: good,
 * bad, or unknown/mixed. `gut` is whether the gut proved right.
 */
export interface LabelledOutcome {
  text: string
  honored: boolean | null
  valence: 'good' | 'bad' | 'unclear'
  gut: GutVerdict
}

const H = true
const I = false

function row(
  text: string,
  honored: boolean | null,
  valence: LabelledOutcome['valence'],
  gut: GutVerdict,
): LabelledOutcome {
  return { text, honored, valence, gut }
}

export const LABELLED_OUTCOMES: readonly LabelledOutcome[] = [
  row('Glad I said no, the deal fell apart a week later', H, 'good', 'right'),
  row('I wish I had trusted myself', I, 'bad', 'right'),
  row('Not bad at all', H, 'good', 'right'),
  row('I ignored it and nothing bad happened', I, 'good', 'wrong'),
  row("Didn't regret it one bit", H, 'good', 'right'),
  row('Should have listened to my gut. The apartment had mold everywhere.', I, 'bad', 'right'),
  row('Exactly as I felt, he never paid me back', I, 'bad', 'right'),
  row('Called it. Glad I stayed out of that startup', H, 'good', 'right'),
  row('Still waiting to hear back from them', H, 'unclear', null),
  row('Too early to tell', I, 'unclear', null),
  row('Not sure yet how it will go', H, 'unclear', null),
  row('The interview went really well and they offered me the job', H, 'good', 'right'),
  row('It was a disaster. I lost the client.', I, 'bad', 'right'),
  row('Honestly it was fine, I worried for nothing', I, 'good', 'wrong'),
  row("Best decision I've made all year", H, 'good', 'right'),
  row('Big mistake. He cancelled on me again', I, 'bad', 'right'),
  row("I'm so relieved I walked away", H, 'good', 'right'),
  row('Dodged a bullet there', H, 'good', 'right'),
  row('It blew up in my face', I, 'bad', 'right'),
  row("We had a great time and I'm glad I went", H, 'good', 'right'),
  row('Felt awkward the whole evening, should have stayed home', I, 'bad', 'right'),
  row('Kind of a mixed bag, the pay is better but the commute is brutal', H, 'unclear', null),
  row('Some good, some bad', I, 'unclear', null),
  row('Meh, nothing special happened', H, 'unclear', null),
  row('Paid off big time, the investment doubled', H, 'good', 'right'),
  row('Lost about 2k on it. Lesson learned the hard way.', I, 'bad', 'right'),
  row("She was lovely, we've been talking every day since", H, 'good', 'right'),
  row('Turned out he was lying the whole time', I, 'bad', 'right'),
  row('The meeting was tense and nothing got resolved', I, 'bad', 'right'),
  row('I said no and they respected it', H, 'good', 'right'),
  row("I said yes anyway and I've been exhausted ever since", I, 'bad', 'right'),
  row('Everything went smoothly', H, 'good', 'right'),
  row('My gut was wrong, the trip was wonderful', I, 'good', 'wrong'),
  row(
    'False alarm, it was just nerves before the presentation. It went great.',
    I,
    'good',
    'wrong',
  ),
  row('Kicking myself for not speaking up', I, 'bad', 'right'),
  row("If only I'd checked the contract first", I, 'bad', 'right'),
  row('I knew it. The landlord kept the whole deposit.', I, 'bad', 'right'),
  row("No regrets, I'd do it again", H, 'good', 'right'),
  row('I regret saying yes', I, 'bad', 'right'),
  row("I don't regret it at all", H, 'good', 'right'),
  row("Didn't work out, they went with another candidate", H, 'bad', 'wrong'),
  row("It wasn't worth it", I, 'bad', 'right'),
  row('So far so good', H, 'good', 'right'),
  row("We'll see how it goes", H, 'unclear', null),
  row("Haven't heard anything yet", I, 'unclear', null),
  row('They loved my idea!', H, 'good', 'right'),
  row('I felt sick all week after agreeing', I, 'bad', 'right'),
  row("Honestly I'm happy with how it turned out", H, 'good', 'right'),
  row('Awful. Never again.', I, 'bad', 'right'),
  row('It turned out okay in the end', I, 'good', 'wrong'),
  row('My friend thanked me for being honest', H, 'good', 'right'),
  row('Ended up arguing for two hours', I, 'bad', 'right'),
  row('Good thing I double checked, the numbers were off', H, 'good', 'right'),
  row('He stood me up', I, 'bad', 'right'),
  row("Hard conversation but we're closer now", H, 'good', 'right'),
  row('It stung at first but it was the right call', H, 'good', 'right'),
  row('Partly right. The job is fine, the team is not.', H, 'unclear', null),
  row('No idea yet, the results come out Friday', I, 'unclear', null),
  row('I overthought it, the party was fun', I, 'good', 'wrong'),
  row('Nothing happened, I was fine', I, 'good', 'wrong'),
  row('Saved myself a lot of stress by saying no', H, 'good', 'right'),
  row("The project got cancelled and I'd already quit my other gig", I, 'bad', 'right'),
  row('Trusted my gut and it was exactly right', H, 'good', 'right'),
  row('I followed my instinct and we found a better place two days later', H, 'good', 'right'),
  row('Felt relieved right away', H, 'good', 'right'),
  row('Regret it deeply', I, 'bad', 'right'),
  row('Ugh, total waste of money', I, 'bad', 'right'),
  row('She said yes!', H, 'good', 'right'),
  row('Still deciding', H, 'unclear', null),
  row("Can't tell if it was the right move yet", I, 'unclear', null),
  row('Honestly it went better than I expected', I, 'good', 'wrong'),
  row("The deal closed and I'm thrilled", H, 'good', 'right'),
  row('I ignored it and it cost me', I, 'bad', 'right'),
  row('I walked away and never looked back', H, 'good', 'right'),
  row('Went along with it and felt used afterwards', I, 'bad', 'right'),
  row('They were really kind about it when I said no', H, 'good', 'right'),
  row('As I suspected, the car had hidden damage', I, 'bad', 'right'),
  row('We both cried, but it was the honest thing to do and I feel lighter', H, 'good', 'right'),
  row("I don't know yet", H, 'unclear', null),
  row('Nothing bad came of it, but I still feel uneasy about him', I, 'unclear', null),
  row('I knew it, he cancelled again', null, 'bad', 'right'),
  row('Lovely evening', null, 'good', null),
  row('The doctor found it early, so glad I pushed for the appointment', H, 'good', 'right'),
  row('Spent the whole weekend fixing his mistakes', I, 'bad', 'right'),
  row('Totally fine, my worry was for nothing', I, 'good', 'wrong'),
  row('Got the apartment, it feels like home already', H, 'good', 'right'),
]
