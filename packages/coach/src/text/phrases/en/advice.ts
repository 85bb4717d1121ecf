import { capitalize } from '../../../phrasing'
import type { TimeSlot } from '../../../stats/time-of-day'
import type { AdvicePhrases } from '../advice-book'
import {
  atWhere,
  contextNoun,
  gutWords,
  settingAside,
  SLOT_WORDS,
  theSignal,
  yourFeeling,
} from './slice-words'

const UNTIL: Record<TimeSlot, string> = {
  morning: 'the morning',
  afternoon: 'the afternoon',
  evening: 'the evening',
  night: 'later in the day',
}

/** How setting the gut aside is said for the candidate's path ("go against" only when ignored). */
const asideOf = (path: Parameters<typeof settingAside>[0]) =>
  settingAside(path === 'honored' ? 'not-honored' : path)

export const advice: AdvicePhrases = {
  bothBad(c) {
    const at = atWhere(c.slice)
    return {
      guide: `Here both paths have gone badly so far. Before you decide${at}, ask what your gut is reacting to, and whether there is a third option.`,
      today: `Today, before you decide${at}, ask whether there is a third option.`,
      mission: `Look for a third option before one decision${at}`,
      questions: [
        `What is your gut reacting to${at}?`,
        'What would a choice look like that neither rushes nor avoids?',
      ],
    }
  },
  pause(c, cue, contrast) {
    const at = atWhere(c.slice)
    const gut = gutWords(c.slice.feeling)
    const aside = asideOf(c.path)
    const slot = c.slice.slot
    const noticing = cue ? ` and notice ${theSignal(cue)}: it came with these moments` : ''
    const later = contrast
      ? ` Where you can, leave the decision until ${UNTIL[contrast]}, when following your gut has gone well.`
      : ' Remember how these turned out, and give yourself one more minute before you commit.'
    return {
      guide: `Before you ${aside.verb} ${gut}${at}, pause for one breath${noticing}.${later}`,
      today: `Today, before you ${aside.verb} ${gut}${at}, pause for one breath${cue ? ` when ${theSignal(cue)} shows up` : ''}.`,
      mission: `Pause for one breath before you ${aside.verb} ${gut}${at}`,
      questions: [
        `What makes ${aside.gerund} ${gut}${at} feel like the safer choice at the time?`,
        slot
          ? `What is different about you ${SLOT_WORDS[slot]}?`
          : 'What did these moments have in common?',
      ],
    }
  },
  listen(c) {
    const at = atWhere(c.slice)
    const gut = gutWords(c.slice.feeling)
    return {
      guide:
        c.support === 'pattern'
          ? `When ${gut} speaks${at}, give it the benefit of the doubt: following it${at ? ' here' : ''} has gone well so far.`
          : `Keep following ${gut}${at}, and log how it goes: a few more outcomes will show whether this holds.`,
      today: `Today, when ${gut} speaks${at}, give it a say.`,
      mission: `Follow ${gut} once${at}, and log how it goes`,
      questions: [
        `What does ${gut}${at} feel like in your body, so you can find it again?`,
        `Where else could you listen the way you do${at || ' when it goes well'}?`,
      ],
    }
  },
  question(c) {
    const at = atWhere(c.slice)
    const yours = yourFeeling(c.slice.feeling)
    return {
      guide: `${capitalize(yours)}${at} has cost you so far: is it fear or intuition? Next time it speaks, name which one before you decide, and log how it turns out.`,
      today: `Today, when ${yours} speaks${at}, ask: is it fear or intuition?`,
      mission: `Before following ${yours}${at}, ask: fear or intuition?`,
      questions: [
        `When ${yours} speaks${at}, what is it afraid of?`,
        'What might you have gained if you had gone ahead?',
      ],
    }
  },
  overridingWorked(c) {
    const at = atWhere(c.slice)
    const gut = gutWords(c.slice.feeling)
    const aside = asideOf(c.path)
    return {
      guide: `${capitalize(aside.gerund)} ${gut}${at} has gone well so far. Before you act on it next time, ask whether it is warning you of something real or of something you fear.`,
      today: `Today, when ${gut} speaks${at}, ask whether it is warning you of something real.`,
      mission: `When ${gut} speaks${at}, ask what it is protecting`,
      questions: [
        `What did ${gut} expect to happen${at}, and what happened instead?`,
        'When has this signal been right, and what was different then?',
      ],
    }
  },
  hearItOut(c, cue) {
    const at = atWhere(c.slice)
    const noun = c.slice.context ? `${contextNoun(c.slice.context)} ` : ''
    const noticing = cue ? ` Notice ${theSignal(cue)}: it came with these moments.` : ''
    return {
      guide: `Before your next ${noun}decision, name what your gut says before you choose; you don't have to obey it, only hear it out.${noticing} Log how these turn out, so you learn whether setting it aside costs you.`,
      today: `Today, before one ${noun}decision, name what your gut says before you choose.`,
      mission: `Let your gut have a say in one ${noun}decision`,
      questions: [
        `What makes your gut harder to hear${at}?`,
        `Whose expectations feel loudest${at || ' when you set it aside'}?`,
      ],
    }
  },
  notSure(c, costly, listened) {
    const at = atWhere(c.slice)
    const record = [
      costly ? ` So far, the times you stayed unsure${at} have gone badly.` : '',
      listened ? ` When you did follow your gut${at}, it went well.` : '',
    ].join('')
    return {
      guide: `“Not sure” is an honest answer.${record} Next time, give it ten seconds and notice which way your body leans, then log how it turns out: that is how not knowing becomes knowing.`,
      today:
        'Today, when you’re not sure, give it ten seconds and notice which way your body leans.',
      mission: 'When you’re not sure, wait ten seconds and notice which way you lean',
      questions: [
        'What would make you sure, in moments like these?',
        'Looking back, which way did your body lean when you weren’t sure?',
      ],
    }
  },
}
