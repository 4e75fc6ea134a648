// A real SMTP server process for the tests (smtp-server, the SMTP side of nodemailer's project): it accepts every
// mail, or refuses every recipient with SMTP_REJECT ("550 …"), and prints each accepted mail as one JSON line,
// parsed by mailparser. A mailbox named bounce…@ does not exist: it is refused with 550, as a real server would.
// Started and stopped by tests/helpers/smtp.ts.
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const port = Number(process.env.SMTP_PORT)
const reject = process.env.SMTP_REJECT
let received = 0

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username })
  },
  onRcptTo(address, _session, callback) {
    if (/^bounce/i.test(address.address)) {
      const error = new Error(`Mailbox ${address.address} does not exist`)
      error.responseCode = 550
      return callback(error)
    }
    if (!reject) return callback()
    const error = new Error(reject.replace(/^\d+\s*/, ''))
    error.responseCode = Number(reject.slice(0, 3))
    callback(error)
  },
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const parsed = await simpleParser(raw)
      received += 1
      const id = `sink-${process.pid}-${received}`
      const headers = {}
      for (const { key, line } of parsed.headerLines) headers[key] = line.slice(line.indexOf(':') + 1).trim()
      const mail = {
        id,
        envelope: {
          from: session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
        },
        from: parsed.from?.text ?? '',
        to: parsed.to?.text ?? '',
        replyTo: parsed.replyTo?.text ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html || '',
        messageId: parsed.messageId ?? '',
        inReplyTo: parsed.inReplyTo ?? '',
        references: [parsed.references ?? []].flat(),
        headers,
        raw,
      }
      process.stdout.write(`${JSON.stringify({ mail })}\n`)
      callback(null, `Message accepted as ${id}`)
    })
  },
})

server.listen(port, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ ready: port })}\n`))
// Stopped as a server goes down in an outage: at once, open connections cut.
process.on('SIGTERM', () => process.exit(0))
