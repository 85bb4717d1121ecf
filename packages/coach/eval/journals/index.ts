import type { EvalJournal } from '../kit'
import { ada } from './ada'
import { ben } from './ben'
import { diego } from './diego'
import { hugo } from './hugo'
import { ines } from './ines'
import { lena } from './lena'
import { leo } from './leo'
import { kai } from './kai'
import { maya } from './maya'
import { noor } from './noor'
import { priya } from './priya'
import { rosa } from './rosa'
import { sam } from './sam'
import { omar, yuki } from './strength-null'
import { tom } from './tom'
import { zara } from './zara'

/** The eval set (ADR 0022, 0032): people as varied as real ones, each with planted findings. */
export const JOURNALS: readonly EvalJournal[] = [
  maya,
  tom,
  priya,
  sam,
  lena,
  diego,
  noor,
  leo,
  ada,
  kai,
  rosa,
  ben,
  ines,
  hugo,
  omar,
  yuki,
  zara,
]
