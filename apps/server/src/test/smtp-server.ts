/**
 * An SMTP server for tests, on 127.0.0.1: just enough of the protocol to accept a message
 * (EHLO, MAIL, RCPT, DATA, QUIT), as nodemailer speaks it. `acceptDelayMs` makes it take that
 * long to accept each message, as a real mail server across a network does.
 */
import net from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }

export type TestSmtpServer = {
  port: number
  messages: ReceivedMail[]
  close(): Promise<void>
}

export async function startTestSmtpServer(
  options: { acceptDelayMs?: number } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let current: ReceivedMail = { from: '', to: [], data: '' }
    let buffer = ''
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 test.smtp ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          const message = current
          current = { from: '', to: [], data: '' }
          setTimeout(() => {
            messages.push(message)
            reply('250 queued')
          }, options.acceptDelayMs ?? 0)
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol === -1) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test.smtp')
        else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          reply('250 ok')
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          reply('250 ok')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 go ahead')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('250 ok')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
