import { randomHistories } from './random-histories'

randomHistories(2)
