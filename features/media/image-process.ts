import type { ChildProcess } from 'node:child_process'
import { forkOwnModule } from '../../platform/child-module'
import { CodecError, type CodecFailure, type EncodedImage, type ImageFormat } from './image-codec'

/** What the server sends the image process, and what comes back. */
export type ImageJob = { input: Uint8Array; format: ImageFormat }
export type ImageReply = { image: EncodedImage } | { failure: CodecFailure }

/** How long the image process waits for the next upload before it is let go (tests shorten it). */
let idleMs = 30_000
export function setImageProcessIdleTime(ms: number): void {
  idleMs = ms
}
/** Longer than the largest allowed image (50 megapixels) takes on a slow machine: a decoder that hangs is stopped. */
const JOB_TIMEOUT_MS = 120_000

let child: ChildProcess | undefined
let idleTimer: NodeJS.Timeout | undefined

/** The running image process, started with the first upload after an idle period. */
function imageProcess(): ChildProcess {
  if (child && child.exitCode === null && child.signalCode === null && child.connected) return child
  const started = forkOwnModule(import.meta.url, 'image-worker', {
    // Buffers travel as bytes, not as JSON arrays of numbers.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // One glibc arena: libvips' threads would otherwise each keep their own, tens of MB of freed pixels apiece
    // (docs/decisions/0009). Read by glibc at process start, which is why it is set here and not in the server.
    env: { ...process.env, MALLOC_ARENA_MAX: '1' },
  })
  started.once('exit', () => {
    if (child === started) child = undefined
  })
  child = started
  return started
}

/** Stops the image process now (the server is closing), instead of when it has been idle long enough. */
export function stopImageProcess(): void {
  clearTimeout(idleTimer)
  child?.kill()
  child = undefined
}

/** The pid of the image process while it runs (the benchmarks add its memory to the server's). */
export function imageProcessPid(): number | undefined {
  return child?.pid
}

/**
 * Re-encodes an upload (image-codec.ts) in a child process, one at a time (callers queue). Decoding untrusted
 * images is the riskiest thing the server does and the one that needs the most memory: in a child process, a
 * decoder that crashes or hangs costs that upload only, and the memory libvips' threads leave to glibc goes back to
 * the system when the process ends, 30 s after the last upload, instead of staying with the server for good.
 * Rejects with CodecError for bytes that are not the image they claim to be (and when decoding them crashed or hung
 * the process), with an Error when the process could not be started.
 */
export function encodeInChildProcess(input: Buffer, format: ImageFormat): Promise<EncodedImage> {
  clearTimeout(idleTimer)
  const worker = imageProcess()
  worker.ref()
  worker.channel?.ref()
  return new Promise<EncodedImage>((resolve, reject) => {
    const timeout = setTimeout(() => worker.kill('SIGKILL'), JOB_TIMEOUT_MS)
    const settle = () => {
      clearTimeout(timeout)
      worker.off('message', onMessage)
      worker.off('exit', onExit)
      worker.off('error', onError)
    }
    const onMessage = (reply: ImageReply) => {
      settle()
      if ('failure' in reply) reject(new CodecError(reply.failure))
      else
        resolve({
          ...reply.image,
          data: toBuffer(reply.image.data),
          variants: reply.image.variants.map((v) => ({ width: v.width, data: toBuffer(v.data) })),
        })
    }
    // Ended while it worked on these bytes: the decoder crashed on them, or hung and was stopped.
    const onExit = () => {
      settle()
      reject(new CodecError('invalid'))
    }
    const onError = (error: Error) => {
      settle()
      reject(error)
    }
    worker.on('message', onMessage)
    worker.once('exit', onExit)
    worker.once('error', onError)
    worker.send({ input, format } satisfies ImageJob)
  }).finally(() => {
    // Idle: the server may exit without waiting for it, and it is let go after a while.
    worker.unref()
    worker.channel?.unref()
    idleTimer = setTimeout(() => {
      if (child === worker) stopImageProcess()
    }, idleMs)
    idleTimer.unref()
  })
}

/** A Uint8Array that came through the channel, as the Buffer the rest of the server works with (no copy). */
function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}
