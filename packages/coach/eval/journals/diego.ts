import { journalIn, type EvalJournal } from '../kit'

/**
 * Diego, who runs a small café in Madrid, six weeks. Planted: following his gut has gone well
 * nearly every time; the exception is his health, where he overrode a dropped stomach four
 * times to keep training or working, and it went badly each time. His gut is reliable: nothing
 * may ask him whether it is fear.
 */
const { tap } = journalIn('Europe/Madrid', '2026-01-05')

const good = (text: string): [string, 'good'] => [text, 'good']
const bad = (text: string): [string, 'bad'] => [text, 'bad']

export const diego: EvalJournal = {
  id: 'diego',
  who: 'Diego, café owner',
  timeZone: 'Europe/Madrid',
  entries: [
    tap(0, '08:00', { context: 'Entrepreneurship', said: 'New coffee supplier, samples are great', body: 'Expanding warmth', gut: 'yes', ignore: 'no', decision: 'Switch supplier', outcome: good('Customers noticed straight away, sales up.') }),
    tap(1, '07:30', { context: 'Health', said: 'Calf tight, run anyway?', body: 'Dropped stomach', gut: 'no', ignore: 'yes', outcome: bad('Pulled it properly. Two weeks off running.') }),
    tap(2, '19:00', { context: 'Relationship', said: 'Marta wants a weekend in Lisbon', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: good('Perfect weekend.') }),
    tap(4, '09:15', { context: 'Entrepreneurship', said: 'Landlord offers a longer lease at a higher rent', body: 'Tight chest', gut: 'no', ignore: 'no', decision: 'Turn down the long lease', outcome: good('Glad I said no, the place next door got a better deal a month later.') }),
    tap(5, '14:00', { context: 'Work', said: 'Barista wants to change shifts with no notice', body: 'Tight chest', gut: 'no', ignore: 'no', outcome: good('Held the line kindly, she was fine with it.') }),
    tap(7, '21:30', { context: 'Social', said: 'Late drinks with the football lot', body: 'Numb', gut: 'no', ignore: 'yes' }),
    tap(8, '08:30', { context: 'Entrepreneurship', said: 'Catering request for a wedding, big order', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: good('Brilliant, they booked us again.') }),
    tap(9, '06:45', { context: 'Health', said: 'Back twinge, open the café alone anyway', body: 'Dropped stomach', gut: 'no', ignore: 'yes', outcome: bad('Should have called someone in. Could barely move by noon.') }),
    tap(11, '10:00', { context: 'Work', said: 'Hire the quiet guy or the confident one?', body: 'Expanding warmth', gut: 'yes', ignore: 'no', decision: 'Hire the quiet one', outcome: good('Best hire I have made.') }),
    tap(12, '18:00', { context: 'Relationship', said: 'My brother wants to borrow money again', body: 'Tight chest', gut: 'no', ignore: 'no', outcome: good('Said no gently, we are actually closer now.') }),
    tap(14, '09:00', { context: 'Entrepreneurship', said: 'Delivery app wants 30% commission', body: 'Tight chest', gut: 'no', ignore: 'yes', outcome: bad('Signed up. Lost money on every order, cancelled after a month.') }),
    tap(15, '15:30', { context: 'Work', said: 'Regular asked to host a book club on Tuesdays', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: good('Tuesday evenings are packed now, love it.') }),
    tap(16, '07:15', { context: 'Health', said: 'Fever coming on, still do the early shift?', body: 'Dropped stomach', gut: 'no', ignore: 'yes', outcome: bad('It knocked me out for three days. Regret it.') }),
    tap(18, '20:00', { context: 'Social', said: "Friend's band gig, I'm tired", body: 'Numb', gut: 'pause', ignore: 'not-sure' }),
    tap(19, '11:00', { context: 'Entrepreneurship', said: 'Local paper wants an interview', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: good('Lovely piece, new faces all week.') }),
    tap(21, '09:30', { context: 'Work', said: 'Supplier pushing a new oat milk brand', body: 'Dropped stomach', gut: 'no', ignore: 'no', outcome: good('Dodged a bullet, they went bust.') }),
    tap(22, '19:30', { context: 'Relationship', said: 'Marta asked about moving in', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: good('Moved in, it feels right.') }),
    tap(24, '08:00', { context: 'Entrepreneurship', said: 'Second location for sale nearby', body: 'Tight chest', gut: 'no', ignore: 'no' }),
    tap(25, '13:00', { context: 'Work', said: 'Staff want Sunday off in rotation', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: good('Team is happier, no drop in sales.') }),
    tap(27, '07:00', { context: 'Health', said: 'Knee sore, football tonight anyway', body: 'Dropped stomach', gut: 'no', ignore: 'yes', outcome: bad('Twisted it again. Stupid.') }),
    tap(28, '16:00', { context: 'Entrepreneurship', said: 'Price rise on pastries', body: 'Tight chest', gut: 'pause', ignore: 'no', outcome: good('Waited a month, did a smaller rise, nobody minded.') }),
    tap(29, '21:00', { context: 'Social', said: 'Neighbours inviting us to a late dinner', body: 'Numb', gut: 'no', ignore: 'yes' }),
    tap(31, '10:30', { context: 'Work', said: 'Old employee wants to come back', body: 'Dropped stomach', gut: 'no', ignore: 'no', outcome: bad('Said no, and the new person quit in a week. That one hurt.') }),
    tap(32, '09:00', { context: 'Entrepreneurship', said: 'Coffee roasting course in Valencia', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: good('Worth every euro.') }),
    tap(34, '18:30', { context: 'Relationship', said: "Marta's parents for the whole weekend", body: 'Tight chest', gut: 'pause', ignore: 'not-sure' }),
    tap(35, '08:15', { context: 'Entrepreneurship', said: 'Investor friend wants a stake', body: 'Tight chest', gut: 'no', ignore: 'yes', outcome: good('Took the money in the end, and it has worked out fine so far.') }),
    tap(37, '12:00', { context: 'Work', said: 'Try a lunch menu', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: good('Lunch is now a third of our takings. Great call.') }),
    tap(38, '19:00', { context: 'Relationship', said: 'Sister asks us to be godparents', body: 'Expanding warmth', gut: 'yes', ignore: 'no' }),
    tap(40, '09:45', { context: 'Entrepreneurship', said: 'Bank offers a loan for the new espresso machine', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: ['Still waiting on the paperwork.', 'open'] }),
    tap(41, '08:00', { context: 'Work', said: 'Open an hour earlier on weekdays?', body: 'Expanding warmth', gut: 'yes', ignore: 'no', outcome: good('Commuters love it, so glad we tried.') }),
  ],
  planted: [
    {
      what: 'health: going against a dropped stomach went badly every time',
      in: ['pattern_analysis'],
      among: { context: 'Health', path: 'ignored', outcome: 'judged' },
      hits: { outcome: 'bad' },
    },
    {
      what: 'following his gut has gone well nearly every time',
      in: ['pattern_analysis', 'trust_analysis'],
      among: { path: 'honored', outcome: 'judged' },
      hits: { outcome: 'good' },
    },
    {
      what: 'trust: listening pays off',
      in: ['trust_analysis'],
      says: /Listening pays off/,
    },
  ],
  mustNot: [
    {
      in: ['daily_focus', 'pattern_analysis', 'daily_guidance', 'trust_analysis'],
      pattern: /fear or intuition|not following your gut has gone better/i,
      why: 'his gut has been right nearly every time he followed it',
    },
  ],
}
