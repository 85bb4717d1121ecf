// The parts of @homebridge/dbus-native the journeys use that its own typings leave out.
import '@homebridge/dbus-native'

declare module '@homebridge/dbus-native' {
  export type ExportedInterface = {
    name: string
    methods: Record<string, [string, string]>
    signals: Record<string, [string]>
  }
  export interface MessageBus {
    requestName(
      name: string,
      flags: number,
      callback: (error: unknown, result: number) => void,
    ): void
    exportInterface(object: object, path: string, description: ExportedInterface): void
  }
  export function sessionBus(options: { busAddress: string }): MessageBus
}
