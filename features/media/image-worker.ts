// The image process (features/media/image-process.ts): decodes and re-encodes one upload at a time with sharp and
// sends the result back. It exits when the server disconnects (the server stopped, or let it go when idle).
import { CodecError, encodeImage } from './image-codec'
import type { ImageJob, ImageReply } from './image-process'

const send = (reply: ImageReply) => process.send!(reply)

process.once('disconnect', () => process.exit(0))

process.on('message', async ({ input, format }: ImageJob) => {
  try {
    const image = await encodeImage(Buffer.from(input.buffer, input.byteOffset, input.byteLength), format)
    send({ image })
  } catch (error) {
    send({ failure: error instanceof CodecError ? error.reason : 'invalid' })
  }
})
