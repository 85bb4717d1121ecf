/** No engine is set up (the library is missing), or it failed to load. */
export class TranscriberUnavailableError extends Error {}

/** The engine was there but did not answer (a remote endpoint down, say). */
export class TranscriberFailedError extends Error {}
