import { capitalize } from '../../../phrasing'
import type { TimeSlot } from '../../../stats/time-of-day'
import type { AdvicePhrases } from '../advice-book'
import {
  asideVerb,
  atWhere,
  decisionAbout,
  gutWords,
  slotWords,
  theSignal,
  yourFeeling,
} from './slice-words'

const UNTIL: Record<TimeSlot, string> = {
  morning: 'la mañana',
  afternoon: 'la tarde',
  evening: 'última hora de la tarde',
  night: 'más tarde',
}

/** "Cuando tu intuición hable", "cuando aparezca un no". */
const speaks = (feeling: unknown) => (feeling ? 'aparezca' : 'hable')
const when = (gut: string, feeling: unknown) =>
  feeling ? `cuando aparezca ${gut}` : `cuando ${gut} hable`

/** Setting the gut aside on the candidate's path ("ir en contra de" only when ignored). */
const asideOf = (path: Parameters<typeof asideVerb>[0]) =>
  asideVerb(path === 'honored' ? 'not-honored' : path)

export const advice: AdvicePhrases = {
  bothBad(c) {
    const at = atWhere(c.slice)
    return {
      guide: `Aquí los dos caminos te han salido mal hasta ahora. Antes de decidir${at}, pregúntate a qué está reaccionando tu intuición, y si hay una tercera opción.`,
      today: `Hoy, antes de decidir${at}, pregúntate si hay una tercera opción.`,
      mission: `Busca una tercera opción antes de una decisión${at}`,
      questions: [
        `¿A qué está reaccionando tu intuición${at}?`,
        '¿Cómo sería una elección que ni se precipita ni evita?',
      ],
    }
  },
  pause(c, cue, contrast) {
    const at = atWhere(c.slice)
    const gut = gutWords(c.slice.feeling)
    const aside = asideOf(c.path)
    const slot = c.slice.slot
    const noticing = cue ? ` y fíjate en ${theSignal(cue)}: apareció en estos momentos` : ''
    const later = contrast
      ? ` Cuando puedas, deja la decisión para ${UNTIL[contrast]}, cuando seguir tu intuición te ha ido bien.`
      : ' Recuerda cómo salieron estas veces, y date un minuto más antes de comprometerte.'
    return {
      guide: `Antes de ${aside} ${gut}${at}, haz una pausa de una respiración${noticing}.${later}`,
      today: `Hoy, antes de ${aside} ${gut}${at}, haz una pausa de una respiración${cue ? ` cuando aparezca ${theSignal(cue)}` : ''}.`,
      mission: `Haz una pausa de una respiración antes de ${aside} ${gut}${at}`,
      questions: [
        `¿Qué hace que ${aside} ${gut}${at} parezca la opción más segura en ese momento?`,
        slot
          ? `¿Qué es distinto en ti ${slotWords(slot)}?`
          : '¿Qué tenían en común estos momentos?',
      ],
    }
  },
  listen(c) {
    const at = atWhere(c.slice)
    const gut = gutWords(c.slice.feeling)
    return {
      guide:
        c.support === 'pattern'
          ? `${capitalize(when(gut, c.slice.feeling))}${at}, dale el beneficio de la duda: hacerle caso${at ? ' aquí' : ''} te ha ido bien hasta ahora.`
          : `Sigue haciendo caso a ${gut}${at}, y anota cómo te va: unos pocos resultados más mostrarán si esto se sostiene.`,
      today: `Hoy, ${when(gut, c.slice.feeling)}${at}, dale voz.`,
      mission: `Haz caso a ${gut} una vez${at}, y anota cómo te va`,
      questions: [
        `¿Cómo se siente en tu cuerpo ${gut}${at}, para que puedas volver a reconocer esa sensación?`,
        `¿Dónde más podrías escuchar como lo haces${at || ' cuando te va bien'}?`,
      ],
    }
  },
  question(c) {
    const at = atWhere(c.slice)
    const yours = yourFeeling(c.slice.feeling)
    return {
      guide: `Hacer caso a ${yours}${at} te ha salido caro hasta ahora: ¿es miedo o intuición? La próxima vez que ${speaks(c.slice.feeling)}, nombra cuál de los dos es antes de decidir, y anota cómo sale.`,
      today: `Hoy, ${when(yours, c.slice.feeling)}${at}, pregúntate: ¿es miedo o intuición?`,
      mission: `Antes de hacer caso a ${yours}${at}, pregúntate: ¿miedo o intuición?`,
      questions: [
        `${capitalize(when(yours, c.slice.feeling))}${at}, ¿de qué tiene miedo?`,
        '¿Qué podrías haber ganado si hubieras seguido adelante?',
      ],
    }
  },
  overridingWorked(c) {
    const at = atWhere(c.slice)
    const gut = gutWords(c.slice.feeling)
    const aside = asideOf(c.path)
    return {
      guide: `${capitalize(aside)} ${gut}${at} te ha ido bien hasta ahora. La próxima vez, antes de actuar, pregúntate si te avisa de algo real o de algo que temes.`,
      today: `Hoy, ${when(gut, c.slice.feeling)}${at}, pregúntate si te avisa de algo real.`,
      mission: `${capitalize(when(gut, c.slice.feeling))}${at}, pregúntate qué está protegiendo`,
      questions: [
        `¿Qué esperaba ${gut} que pasara${at}, y qué pasó en realidad?`,
        '¿Cuándo ha acertado esta señal, y qué era distinto entonces?',
      ],
    }
  },
  hearItOut(c, cue) {
    const at = atWhere(c.slice)
    const decision = decisionAbout(c.slice.context)
    const noticing = cue ? ` Fíjate en ${theSignal(cue)}: apareció en estos momentos.` : ''
    return {
      guide: `Antes de tu próxima ${decision}, nombra lo que dice tu intuición antes de elegir; no tienes que obedecerla, solo escucharla.${noticing} Anota cómo salen estas decisiones y si tu intuición acertó, para saber si dejarla de lado te cuesta.`,
      today: `Hoy, antes de una ${decision}, nombra lo que dice tu intuición antes de elegir.`,
      mission: `Deja que tu intuición opine en una ${decision}`,
      questions: [
        `¿Qué hace que tu intuición sea más difícil de oír${at}?`,
        `¿Qué expectativas de otros suenan más fuerte${at || ' cuando la dejas de lado'}?`,
      ],
    }
  },
  notSure(c, costly, listened) {
    const at = atWhere(c.slice)
    const record = [
      costly ? ` Hasta ahora, las veces que te quedaste con la duda${at} salieron mal.` : '',
      listened ? ` Cuando sí hiciste caso a tu intuición${at}, salió bien.` : '',
    ].join('')
    return {
      guide: `«No lo tengo claro» es una respuesta honesta.${record} La próxima vez, date diez segundos y fíjate hacia dónde se inclina tu cuerpo; luego anota cómo sale: así es como no saber se convierte en saber.`,
      today:
        'Hoy, cuando no lo tengas claro, date diez segundos y fíjate hacia dónde se inclina tu cuerpo.',
      mission: 'Cuando no lo tengas claro, espera diez segundos y fíjate hacia dónde te inclinas',
      questions: [
        '¿Qué te daría seguridad, en momentos como estos?',
        'Mirando atrás, ¿hacia dónde se inclinaba tu cuerpo cuando no lo tenías claro?',
      ],
    }
  },
}
