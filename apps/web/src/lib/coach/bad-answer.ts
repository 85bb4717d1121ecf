/** Thrown when the coach's answer does not match its contract, or a stream is cut short. */
export const BAD_ANSWER = 'bad_answer'
