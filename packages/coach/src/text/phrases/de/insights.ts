import { decapitalize } from '../../../phrasing'
import type { Aside, InsightPhrases } from '../insight-book'
import { lists } from '../plural'
import { plural, STRENGTH, times, wentOf, wentOut } from './slice-words'
import { unread } from './unread'

const list = lists('de')
const FEELING = { yes: 'einem Ja', no: 'einem Nein', pause: 'einer Pause' } as const
const from = (feeling: keyof typeof FEELING) => `${FEELING[feeling]} deines Bauchgefühls`

/** A path after "du", of the gut: main clause (auxiliary, rest) and clause end. */
const PATH = {
  honored: {
    aux: 'bist',
    rest: 'deinem Bauchgefühl gefolgt',
    end: 'deinem Bauchgefühl gefolgt bist',
  },
  ignored: {
    aux: 'hast',
    rest: 'gegen dein Bauchgefühl gehandelt',
    end: 'gegen dein Bauchgefühl gehandelt hast',
  },
  'not-sure': {
    aux: 'warst',
    rest: 'unsicher, ob du deinem Bauchgefühl folgen sollst',
    end: 'unsicher warst, ob du deinem Bauchgefühl folgen sollst',
  },
  'not-honored': {
    aux: 'bist',
    rest: 'deinem Bauchgefühl nicht gefolgt',
    end: 'deinem Bauchgefühl nicht gefolgt bist',
  },
} as const

/** A path of the signal already named, at the end of a clause: "… ihm nicht gefolgt bist". */
const IT: Record<Aside, string> = {
  ignored: 'dagegen gehandelt hast',
  'not-sure': 'unsicher warst, ob du ihm folgen sollst',
  'not-honored': 'ihm nicht gefolgt bist',
}

export const insights: InsightPhrases = {
  signals: {
    showedUp: (n) => `Tauchte ${times(n)} auf`,
    eachTimeWith: (shown, feeling) => `${shown}, jedes Mal mit ${from(feeling)}`,
    followed: (n) => `du bist ihm ${times(n)} gefolgt`,
    first: (first, followed) => [
      `${first}; ${followed}.`,
      `Dieses Signal ${decapitalize(first)}, und ${followed}.`,
    ],
    cameWith: (usually, feeling, k, n) =>
      `Es kam ${usually ? 'fast immer' : 'meistens'} mit ${from(feeling)} (${k} von ${n})`,
    noOutcome: [
      'Noch kann kein Ergebnis beurteilt werden: Halte fest, wie es ausging und ob dein Bauchgefühl recht hatte, dann siehst du, ob dieses Signal richtig liegt.',
      'Hier gibt es noch kein Ergebnis zu beurteilen; wenn du festhältst, wie es ausging, zeigt sich, ob es richtig liegt.',
      'Die Ergebnisse sind noch offen: Sobald du festhältst, wie es ausging, siehst du, ob es richtig liegt.',
      'Wie es ausging, ist noch nicht festgehalten, also ist noch offen, ob es richtig liegt.',
      'Ob es richtig liegt, zeigt sich, sobald ein paar davon ein Ergebnis haben.',
    ],
    question: (bad, judged) =>
      `Ihm zu folgen hat dich bisher etwas gekostet: Als du es getan hast, ${wentOf(bad, judged, 'schlecht')}`,
    listen: (good, judged, pattern) =>
      `Als du ihm gefolgt bist, ${wentOf(good, judged, 'gut')}${pattern ? ': ein Signal, dem du trauen kannst' : ''}`,
    pause: (aside, every, bad, judged) =>
      every
        ? `Jedes Mal, wenn du ${IT[aside]}, ging es schlecht aus (${bad} von ${judged})`
        : `Als du ${IT[aside]}, ${wentOf(bad, judged, 'schlecht')}`,
    overridingWorked: (aside, good, judged) =>
      `Als du ${IT[aside]}, ${wentOf(good, judged, 'gut')}`,
    then: {
      question: '. Ist es Angst oder Intuition?',
      'overriding-worked': '; vielleicht ist es eher Vorsicht als Intuition.',
    },
    otherWords: (words) =>
      words
        .replace(/^Als du /, 'In den Fällen, in denen du ')
        .replace(/^Jedes Mal, wenn du /, 'Immer wenn du ')
        .replace(/^\. Ist es Angst oder Intuition\?$/, '. Angst oder Intuition: Was ist es hier?')
        .replace(
          /^Ihm zu folgen hat dich bisher etwas gekostet: Als du es getan hast,/,
          'Bisher hat es dich etwas gekostet, ihm zu folgen: Als du es getan hast,',
        ),
    right: [
      (k, n) => `Es lag ${k} von ${times(n)} richtig`,
      (k, n) => `Dein Bauchgefühl lag damit ${k} von ${times(n)} richtig`,
      (k, n) => `Mit diesem Signal lag dein Bauchgefühl ${k} von ${times(n)} richtig`,
    ],
    level: (strength, only, k, n) =>
      `Wenn es ${STRENGTH[strength].plain} war, lag es ${only ? 'nur ' : ''}${k} von ${n} Mal richtig`,
    levelRest: (k, n) => `den Rest der Zeit ${k} von ${n}`,
  },
  trust: {
    never: (path) =>
      path === 'not-honored'
        ? 'Du hast dein Bauchgefühl in diesen Check-ins noch nie beiseitegeschoben.'
        : `Du ${PATH[path].aux} in diesen Check-ins noch nie ${PATH[path].rest}.`,
    total: (path, n) =>
      plural(n, {
        one: `dem # Mal, als du ${PATH[path].end}`,
        other: `den # Malen, in denen du ${PATH[path].end}`,
      }),
    times: (path, n) => `Du ${PATH[path].aux} ${times(n)} ${PATH[path].rest}`,
    split: (words) => (words.length > 0 ? ` (${list(words)})` : ''),
    ignoredTimes: (n) => `${times(n)} hast du dagegen gehandelt`,
    notSureTimes: (n) => `${times(n)} warst du unsicher`,
    noOutcome: (times, split) =>
      `${times}${split}; es ist noch kein Ergebnis festgehalten, das zeigt, wie es ausging.`,
    good: (k) => wentOut(k, 'gut'),
    bad: (k) => `${k} schlecht`,
    unclear: (k) => plural(k, { one: '# ist noch unklar', other: '# sind noch unklar' }),
    outcomes: (total, split, good, bad, unclear) =>
      `Von ${total}${split}, ${good} und ${bad}${unclear ? `, und ${unclear}` : ''}.`,
    openDecisions: (n) =>
      plural(n, {
        one: '# festgehaltene Entscheidung wartet noch auf ein Ergebnis',
        other: '# festgehaltene Entscheidungen warten noch auf ein Ergebnis',
      }),
    honoredWell: (k, n) =>
      `${k} von ${n} ${plural(k, { one: 'ging', other: 'gingen' })} gut aus, als du deinem Bauchgefühl gefolgt bist`,
    asideWell: (aside, k, n) =>
      `${k} von ${n} ${plural(k, { one: 'ging', other: 'gingen' })} gut aus, als du ${PATH[aside].end}`,
    tooFew(soFar, missing) {
      const which =
        missing === 'either'
          ? 'Check-ins auf beiden Wegen'
          : missing === 'each'
            ? 'ein paar weitere auf jedem Weg'
            : `ein paar weitere Male, in denen du ${PATH[missing].end},`
      const said = soFar.length > 0 ? ` Bisher: ${soFar.join(', und ')}.` : ''
      return `Noch zu wenige Ergebnisse für einen Vergleich.${said} Halte fest, wie ${which} ausgegangen sind und ob dein Bauchgefühl recht hatte, dann zeigt sich, welcher Weg dir guttut.`
    },
    withDecisions: (text, decisions) => (decisions ? `${text} ${decisions}.` : text),
    evidence: (honored, aside) => `${honored}, und ${aside}`,
    following: (evidence) =>
      `Hinhören zahlt sich für dich aus: ${evidence}. Wenn das Signal kommt, gib ihm einen Vertrauensvorschuss.`,
    notFollowing: (evidence) =>
      `Bisher ist es besser gelaufen, wenn du deinem Bauchgefühl nicht gefolgt bist: ${evidence}. Manche deiner Signale sind vielleicht eher Angst als Intuition; halte beim nächsten Mal inne und frag dich, was von beidem spricht.`,
    same: (evidence) =>
      `Beide Wege sind bisher etwa gleich ausgegangen: ${evidence}. Halte weiter Ergebnisse fest; der Unterschied zeigt sich nach ein paar weiteren.`,
  },
  unread,
}
