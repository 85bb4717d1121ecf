/** The coach's contracts, shared by the server, the engine and the device. */
export * from './limits'
export * from './coach-entry'
export * from './coach-requests'
export * from './coach-responses'
export * from './event-stream'
