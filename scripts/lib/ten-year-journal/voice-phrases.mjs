// What people say in a minute's voice note, for the ten-year journal's transcripts
// (words.mjs): shared slots, topics and the parts of a spoken minute. Data only.

export const SHARED = {
  earlier: [
    'this morning',
    'lunch',
    'the call earlier',
    'yesterday evening',
    'the meeting',
    'I woke up',
    'the train ride home',
  ],
  bodyPart: ['chest', 'stomach', 'throat', 'shoulders', 'jaw', 'hands', 'belly', 'neck'],
  bodyState: [
    'tight',
    'heavy',
    'warm',
    'cold',
    'really still',
    'kind of buzzy',
    'light',
    'clenched',
  ],
  sensation: [
    'a low hum',
    'a knot',
    'a kind of pressure',
    'a warm opening',
    'a flutter',
    'a dull weight',
    'a tingling',
  ],
  want: [
    'a bit more room to breathe',
    'to stop pretending this is fine',
    'to say yes without the guilt',
    'to protect my evenings',
    'to be honest about what I can carry',
    'to move toward the thing that feels alive',
    'to wait until I actually know',
  ],
  past: [
    'the apartment I almost signed for two years ago',
    'the time I took that contract against my better judgement',
    'when I said yes to the trip and loved every minute',
    'the summer I burned out',
    'how I felt before I left my old job',
    'the last time I ignored that same feeling',
  ],
  when: ['tomorrow morning', 'Friday', 'the end of the week', 'Monday', 'tonight'],
}

export const TOPICS = [
  {
    name: 'work',
    person: [
      'my manager',
      'Dana from the product team',
      'my team lead',
      'a recruiter',
      'the new director',
    ],
    ask: [
      'lead the migration project',
      'take over the client account',
      'move to the night shift for a month',
      'present the roadmap to the board',
      'join a second team part time',
    ],
    optA: ['taking the project', 'saying yes to the promotion', 'staying where I am'],
    optB: ['protecting my time', 'asking for a few days to think', 'telling them it is too much'],
    stakes: ['the raise', 'my evenings', 'the team', 'my reputation here', 'the deadline in March'],
  },
  {
    name: 'relationship',
    person: ['my partner', 'Sam', 'my girlfriend', 'my husband', 'Alex'],
    ask: [
      'move in together before the summer',
      'spend the holidays with their family',
      'take a break for a while',
      'talk about having kids',
      'go on the long trip we keep postponing',
    ],
    optA: ['saying yes right away', 'having the big conversation tonight', 'giving it more time'],
    optB: [
      'asking what they really need',
      'waiting until after the weekend',
      'being honest that I am scared',
    ],
    stakes: ['us', 'the trust we have built', 'how close we have been lately', 'the plans we made'],
  },
  {
    name: 'family',
    person: ['my mom', 'my dad', 'my sister', 'my brother', 'my aunt'],
    ask: [
      'help out with money again',
      'come home for the whole month',
      'look after the kids every Wednesday',
      'sell the old house',
      'sort out the inheritance paperwork',
    ],
    optA: ['just doing it', 'offering half of what they asked', 'saying yes for now'],
    optB: ['setting a clear limit', 'saying no kindly', 'asking my siblings to share it'],
    stakes: ['the peace at home', 'my savings', 'my own family', 'how we get along'],
  },
  {
    name: 'money',
    person: ['a friend from university', 'my financial advisor', 'my cousin', 'a colleague'],
    ask: [
      'invest in their new business',
      'buy the flat before prices go up',
      'put money into a fund they swear by',
      'lend them a few thousand',
      'sign as a guarantor on the loan',
    ],
    optA: ['putting the money in', 'buying now', 'lending it'],
    optB: ['keeping my savings where they are', 'waiting a year', 'offering a smaller amount'],
    stakes: ['my savings', 'the friendship', 'the mortgage', 'my plans for next year'],
  },
  {
    name: 'health',
    person: ['my doctor', 'my trainer', 'the physio', 'my therapist'],
    ask: [
      'try the new medication',
      'sign up for the marathon',
      'cut back on caffeine completely',
      'take two weeks off',
      'get the surgery done this year',
    ],
    optA: ['going along with it', 'pushing through', 'starting straight away'],
    optB: ['asking for a second opinion', 'resting first', 'slowing everything down'],
    stakes: ['my sleep', 'my knee', 'my energy', 'how I feel in my body'],
  },
  {
    name: 'friends',
    person: ['Mia', 'an old friend', 'the group from climbing', 'my neighbour', 'Jordan'],
    ask: [
      'come to the wedding abroad',
      'share a flat for a year',
      'join the weekend away',
      'be the one who organises the reunion',
      'cover for them at work',
    ],
    optA: ['going anyway', 'saying yes to keep the peace', 'showing up'],
    optB: [
      'staying home this time',
      'telling them how I actually feel',
      'suggesting something smaller',
    ],
    stakes: ['the friendship', 'my weekend', 'how much I have been giving lately'],
  },
  {
    name: 'business',
    person: ['a possible co-founder', 'an investor', 'a big client', 'my business partner'],
    ask: [
      'sign a twelve month contract',
      'take their money on their terms',
      'pivot the whole product',
      'hire two people before we have the revenue',
      'launch before the features are ready',
    ],
    optA: ['signing', 'taking the deal', 'going all in'],
    optB: ['walking away', 'negotiating harder', 'testing it small first'],
    stakes: ['the company', 'the runway', 'my name on it', 'the people who work with me'],
  },
]

export const OPENERS = [
  'Okay, so I am recording this because I do not want to lose the feeling.',
  'Quick check-in before I go to bed.',
  'Alright, this has been on my mind since {earlier}, so let me just say it out loud.',
  'So something happened today and I want to get it down while it is fresh.',
  'I am sitting in the car and I just need to talk this through for a minute.',
  'Okay. Deep breath. Here is what is going on.',
  'I have been going around in circles about this all day.',
  'This is a voice note for future me, because I know I will forget how this felt.',
]

export const SITUATIONS = [
  '{Person} asked me to {ask}, and they want an answer by {when}.',
  'It came up out of nowhere: {person} wants me to {ask}.',
  'The short version is that {person} asked if I would {ask}.',
  'So {person} brought up the idea that I should {ask}.',
  'Apparently it is my turn to {ask}, at least that is what {person} thinks.',
]

export const DETAILS = [
  'On paper it makes total sense, and that is what bothers me.',
  'Everyone around me seems to think it is obvious.',
  'The timing is strange, because I was just starting to feel settled.',
  'It would change a lot about {stakes}, more than I first thought.',
  'Nobody is forcing me, but it does not feel like there is much room to say no either.',
  'I said I would think about it, which is what I always say when I am not sure.',
  'I keep imagining how it plays out, and every version ends with me tired.',
  'A few weeks ago I would have said yes without even blinking.',
  'The part that worries me is {stakes}.',
]

export const BODY = [
  'The moment they said it my {bodyPart} went {bodyState}.',
  'There is {sensation} in my {bodyPart} that has not really left since {earlier}.',
  'I noticed my {bodyPart} got {bodyState} when I pictured saying yes.',
  'When I imagine saying no, there is {sensation} instead, which is interesting.',
  'My body reacted before my head did, and I want to pay attention to that.',
  'I actually felt it in my {bodyPart}, like {sensation} that would not settle.',
]

export const THOUGHTS = [
  'Part of me thinks I am overreacting.',
  'The logical side of me has a whole list of reasons to go along with it.',
  'I am tired of talking myself out of what I feel.',
  'Maybe I just want someone to tell me it is okay to say no.',
  'I know what I would tell a friend in this situation, which is kind of the problem.',
  'There is a voice that says I will regret it if I do not try.',
  'Honestly I think I already know, I just do not like the answer.',
  'It is not fear exactly, it is more like a quiet no.',
  'It feels exciting and scary at the same time, which usually means something.',
]

export const MEMORIES = [
  'It reminds me of {past}, and I remember how that turned out.',
  'Last time I felt like this was {past}.',
  'I keep thinking about {past}, and the feeling is almost the same.',
]

export const CONFLICTS = [
  'I keep going back and forth between {optA} and {optB}.',
  'It is really {optA} against {optB}, and both have a cost.',
  'If I am honest, {optB} feels lighter, but {optA} looks better from the outside.',
]

export const CLOSINGS = [
  'I think what I actually want is {want}.',
  'I am going to sleep on it and see if the feeling is still there {when}.',
  'I will not decide tonight. I just wanted to notice it.',
  'Let me check in again after I talk to {person}.',
  'Okay, that helped. Saying it out loud makes it clearer.',
  'So I guess the plan is to trust the first feeling and see what happens.',
]

export const FILLERS = [
  'I do not know.',
  'Which is funny, because normally I am the one telling people to trust themselves.',
  'Anyway, that is where I am at.',
  'Maybe that is too dramatic, but that is how it feels.',
  'It is a small thing, but it is not small to me.',
  'I also did not sleep well, so that might be part of it.',
  'And I noticed I was holding my breath just now.',
  'Writing it down helps, but talking helps more.',
]
