import { capitalize } from '../../../phrasing'
import type { TimeSlot } from '../../../stats/time-of-day'
import type { Candidate } from '../../../findings/finding'
import type { AdvicePhrases } from '../advice-book'
import {
  asideWords,
  atWhere,
  decisionAbout,
  gutDat,
  gutNom,
  slotWords,
  theSignal,
  yoursDat,
  yoursNom,
} from './slice-words'

const UNTIL: Record<TimeSlot, string> = {
  morning: 'den Vormittag',
  afternoon: 'den Nachmittag',
  evening: 'den Abend',
  night: 'später am Tag',
}

/** Setting the gut aside on the candidate's path ("gegen … handeln" only when ignored). */
const asideOf = (c: Candidate) =>
  asideWords(c.path === 'honored' ? 'not-honored' : c.path, c.slice.feeling)

export const advice: AdvicePhrases = {
  bothBad(c) {
    const at = atWhere(c.slice)
    return {
      guide: `Hier sind bisher beide Wege schlecht ausgegangen. Bevor du${at} entscheidest, frag dich, worauf dein Bauchgefühl reagiert und ob es eine dritte Möglichkeit gibt.`,
      today: `Bevor du heute${at} entscheidest, frag dich, ob es eine dritte Möglichkeit gibt.`,
      mission: `Such nach einer dritten Möglichkeit, bevor du${at} eine Entscheidung triffst`,
      questions: [
        `Worauf reagiert dein Bauchgefühl${at}?`,
        'Wie sähe eine Entscheidung aus, die weder überstürzt noch ausweicht?',
      ],
    }
  },
  pause(c, cue, contrast) {
    const at = atWhere(c.slice)
    const aside = asideOf(c)
    const slot = c.slice.slot
    const noticing = cue
      ? ` und achte auf ${theSignal(cue)}: Genau das war in diesen Momenten da`
      : ''
    const later = contrast
      ? ` Wenn du kannst, verschieb die Entscheidung auf ${UNTIL[contrast]}, wenn es dir gutgetan hat, deinem Bauchgefühl zu folgen.`
      : ' Denk daran, wie diese Momente ausgegangen sind, und gib dir eine Minute mehr, bevor du dich festlegst.'
    return {
      guide: `Bevor du${at} ${aside.clause}, halte für einen Atemzug inne${noticing}.${later}`,
      today: `Halte heute für einen Atemzug inne, bevor du${at} ${aside.clause}${cue ? `, wenn ${theSignal(cue)} auftaucht` : ''}.`,
      mission: `Halte für einen Atemzug inne, bevor du${at} ${aside.clause}`,
      questions: [
        `Was lässt es im Moment wie die sicherere Wahl wirken,${at} ${aside.zu}?`,
        slot ? `Was ist an dir ${slotWords(slot)} anders?` : 'Was hatten diese Momente gemeinsam?',
      ],
    }
  },
  listen(c) {
    const at = atWhere(c.slice)
    const gut = gutNom(c.slice.feeling)
    return {
      guide:
        c.support === 'pattern'
          ? `Wenn sich ${gut}${at} meldet, gib diesem Gefühl einen Vertrauensvorschuss: Ihm zu folgen ist${at ? ' hier' : ''} bisher gut gegangen.`
          : `Folge ${gutDat(c.slice.feeling)}${at} weiter, und halte fest, wie es ausgeht: Ein paar Ergebnisse mehr zeigen, ob das trägt.`,
      today: `Wenn sich ${gut}${at} heute meldet, gib diesem Gefühl eine Stimme.`,
      mission: `Folge ${gutDat(c.slice.feeling)}${at} einmal, und halte fest, wie es ausgeht`,
      questions: [
        `Wie fühlt sich ${gut}${at} in deinem Körper an, damit du dieses Gefühl wiedererkennst?`,
        `Wo sonst könntest du so hinhören wie${at || ' dann, wenn es gut geht'}?`,
      ],
    }
  },
  question(c) {
    const at = atWhere(c.slice)
    const yours = yoursNom(c.slice.feeling)
    const dat = yoursDat(c.slice.feeling)
    return {
      guide: `${capitalize(dat)} zu folgen hat dich${at} bisher etwas gekostet: Ist es Angst oder Intuition? Wenn es sich das nächste Mal meldet, benenne vor der Entscheidung, was von beidem es ist, und halte fest, wie es ausgeht.`,
      today: `Wenn sich ${yours}${at} heute meldet, frag dich: Ist es Angst oder Intuition?`,
      mission: `Bevor du${at} ${dat} folgst, frag dich: Angst oder Intuition?`,
      questions: [
        `Wenn sich ${yours}${at} meldet: Wovor hat es Angst?`,
        'Was hättest du vielleicht gewonnen, wenn du es trotzdem gewagt hättest?',
      ],
    }
  },
  overridingWorked(c) {
    const at = atWhere(c.slice)
    const gut = gutNom(c.slice.feeling)
    return {
      guide: `${capitalize(asideOf(c).zu)} ist${at} bisher gut gegangen. Bevor du das nächste Mal danach handelst, frag dich, ob es dich vor etwas Echtem warnt oder vor etwas, das du fürchtest.`,
      today: `Wenn sich ${gut}${at} heute meldet, frag dich, ob es dich vor etwas Echtem warnt.`,
      mission: `Wenn sich ${gut}${at} meldet, frag dich, was es beschützt`,
      questions: [
        `Was hat ${gut}${at} erwartet, und was ist stattdessen passiert?`,
        'Wann lag dieses Signal richtig, und was war damals anders?',
      ],
    }
  },
  hearItOut(c, cue) {
    const at = atWhere(c.slice)
    const decision = decisionAbout(c.slice.context)
    const noticing = cue ? ` Achte auf ${theSignal(cue)}: Genau das war in diesen Momenten da.` : ''
    return {
      guide: `Benenne vor deiner nächsten ${decision}, was dein Bauchgefühl sagt, bevor du wählst; du musst ihm nicht gehorchen, nur zuhören.${noticing} Halte fest, wie diese Entscheidungen ausgehen und ob dein Bauchgefühl recht hatte, damit du erfährst, ob es dich etwas kostet, es beiseitezuschieben.`,
      today: `Benenne heute vor einer ${decision}, was dein Bauchgefühl sagt, bevor du wählst.`,
      mission: `Lass dein Bauchgefühl bei einer ${decision} mitreden`,
      questions: [
        `Was macht es schwerer, dein Bauchgefühl${at} zu hören?`,
        `Wessen Erwartungen sind${at || ' dann, wenn du es beiseiteschiebst,'} am lautesten?`,
      ],
    }
  },
  notSure(c, costly, listened) {
    const at = atWhere(c.slice)
    const record = [
      costly
        ? ` Bisher sind die Male, in denen du${at} unsicher geblieben bist, schlecht ausgegangen.`
        : '',
      listened ? ` Wenn du${at} doch deinem Bauchgefühl gefolgt bist, ging es gut aus.` : '',
    ].join('')
    return {
      guide: `„Weiß nicht“ ist eine ehrliche Antwort.${record} Gib dir beim nächsten Mal zehn Sekunden und achte darauf, wohin sich dein Körper neigt; halte dann fest, wie es ausgeht: So wird aus Nichtwissen Wissen.`,
      today:
        'Wenn du heute unsicher bist, gib dir zehn Sekunden und achte darauf, wohin sich dein Körper neigt.',
      mission: 'Wenn du unsicher bist, warte zehn Sekunden und achte darauf, wohin du neigst',
      questions: [
        'Was würde dich in Momenten wie diesen sicher machen?',
        'Wenn du zurückblickst: Wohin hat sich dein Körper geneigt, als du unsicher warst?',
      ],
    }
  },
}
