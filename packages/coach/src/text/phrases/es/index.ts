import type { Phrasebook } from '../book'
import { advice } from './advice'
import { answers } from './answers'
import { findings } from './findings'
import { insights } from './insights'

/** Spanish: the same facts and figures as English, in warm, informal Spanish (tú). */
export const es: Phrasebook = {
  findings,
  advice,
  answers,
  insights,
  crisis: [
    'Parece que estás cargando con algo muy pesado ahora mismo, y no tienes que cargarlo a solas.',
    '',
    '**Si crees que podrías hacerte daño, llama ahora mismo al número de emergencias de tu país.**',
    '',
    'También puedes hablar con alguien de una línea de crisis, a cualquier hora y gratis:',
    '- **España:** llama al **024**',
    '- **México:** Línea de la Vida, **800 911 2000**',
    '- **Estados Unidos:** llama o escribe al **988** (también en español)',
    '- **En otros lugares:** encuentra una línea de ayuda cerca de ti en **findahelpline.com**',
    '',
    'Hablar hoy con alguien de confianza también podría ayudarte. Tú importas.',
  ].join('\n'),
}
