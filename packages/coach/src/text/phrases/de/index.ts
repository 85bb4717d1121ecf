import type { Phrasebook } from '../book'
import { advice } from './advice'
import { answers } from './answers'
import { findings } from './findings'
import { insights } from './insights'

/** German: the same facts and figures as English, in warm, informal German (du). */
export const de: Phrasebook = {
  findings,
  advice,
  answers,
  insights,
  crisis: [
    'Es klingt, als würdest du gerade etwas sehr Schweres tragen, und das musst du nicht allein.',
    '',
    '**Wenn du dir etwas antun könntest, ruf bitte jetzt den Notruf an (112).**',
    '',
    'Du kannst auch jederzeit kostenlos mit jemandem von einem Krisentelefon sprechen:',
    '- **Deutschland:** TelefonSeelsorge, **0800 111 0 111** oder **0800 111 0 222**',
    '- **Österreich:** TelefonSeelsorge, **142**',
    '- **Schweiz:** Die Dargebotene Hand, **143**',
    '- **Anderswo:** Finde eine Hilfe in deiner Nähe auf **findahelpline.com**',
    '',
    'Vielleicht hilft es auch, heute mit einem Menschen zu sprechen, dem du vertraust. Du bist wichtig.',
  ].join('\n'),
}
