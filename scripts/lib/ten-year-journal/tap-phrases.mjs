// The tap check-ins' words for the ten-year journal: descriptions, custom notes and signals,
// decisions and outcome sentences. Data only.

export const TAP_DESCRIPTIONS = {
  Work: [
    'My manager asked me to lead the new launch on top of everything else.',
    'A recruiter called about a role at a bigger company. The salary is much better.',
    'Asked to join a second project. I said I would think about it.',
    'The team wants to move the deadline up by two weeks.',
    'Offered a promotion that comes with a lot more travel.',
    'A colleague asked me to cover their presentation tomorrow.',
  ],
  Relationship: [
    'My partner wants to move in together this spring.',
    'We argued about the holidays again. They want to go to their parents.',
    'Alex suggested we take the long trip next month.',
    'Thinking about whether to bring up the money thing tonight.',
    'A first date with someone from the climbing gym on Saturday.',
  ],
  Social: [
    'Invited to a party on Friday where I will barely know anyone.',
    'An old friend wants to catch up after years of silence.',
    'The group is planning a weekend away. It is expensive.',
    'Asked to be the best man at the wedding.',
    'Neighbours invited us for dinner. I am exhausted.',
  ],
  Health: [
    'Thinking of skipping the run today. My knee hurts a little.',
    'The doctor suggested a new medication.',
    'Signed up for a half marathon. Not sure I am ready.',
    'Considering a week off to rest. Work will not like it.',
    'Friends want to go out drinking on a weeknight.',
  ],
  Finance: [
    'My friend asked me to invest in her new business.',
    'Looking at a flat that is just over our budget.',
    'A colleague keeps talking about a crypto fund.',
    'Thinking of lending my brother money again.',
    'Buying a car this month or waiting until next year.',
  ],
  Entrepreneurship: [
    'An investor offered money, but on tough terms.',
    'A big client wants a twelve month contract at a discount.',
    'Thinking about quitting my job to work on the app full time.',
    'A possible co-founder wants half of the company.',
    'Launching the beta next week even though it is rough.',
  ],
  Other: [
    'Deciding whether to adopt the dog from the shelter.',
    'Should I take the course this autumn?',
    'Thinking about moving to another city.',
    'A stranger offered to help with my bags. Something felt off.',
    'Wondering whether to sell my grandfather’s watch.',
  ],
}

export const CUSTOM_NOTES = [
  'Moving abroad',
  'The dog',
  'Grad school',
  'Neighbour dispute',
  'Volunteering',
  'Band rehearsal',
  'Selling the car',
  'Renovation',
]

export const CUSTOM_SIGNALS = [
  'Tingling hands',
  'Heavy shoulders',
  'Lump in my throat',
  'Clenched jaw',
]

export const DESCRIPTION_TAILS = [
  '',
  '',
  ' I said I would answer tomorrow.',
  ' Part of me wants to say yes right away.',
  ' Something about it feels off.',
  ' It feels exciting.',
  ' I have been here before.',
]

export const DECISIONS = [
  'I said yes anyway',
  'I agreed to do it for one month',
  'I went along with the plan',
  'I said yes to the extra project',
  'I lent the money',
  'I signed the contract',
  'I went to the party after all',
  'I skipped the rest and pushed through',
  'I told them I was in',
  'I booked the trip',
]

export const OUTCOMES = {
  good: [
    'Glad I listened, it turned out fine.',
    'Exactly as I felt. Good call.',
    'Not bad at all, it worked out better than expected.',
    'I ignored it and nothing bad happened.',
    'It went well, and I felt calm the whole time.',
    'Dodged a bullet there. The deal fell apart a week later.',
  ],
  bad: [
    'I wish I had trusted myself. It went badly.',
    'Should have listened. I was exhausted for weeks.',
    'It cost me more than I thought, in every way.',
    'Regret it. The feeling was right.',
    'Not great. I knew it at the time.',
  ],
  mixed: [
    'Mixed. Some of it was good, some of it I would not do again.',
    'Not sure yet, still playing out.',
    'Fine in the end, but it took a lot out of me.',
  ],
}
