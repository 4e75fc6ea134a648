import { afterEach, describe, expect, it } from 'vitest'
import { plainJpeg } from '../../tests/fixtures/uploads'
import { CodecError } from './image-codec'
import {
  encodeInChildProcess,
  imageProcessPid,
  setImageProcessIdleTime,
  stopImageProcess,
} from './image-process'

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the image process', () => {
  afterEach(() => {
    setImageProcessIdleTime(30_000)
    stopImageProcess()
  })

  it('decodes uploads in a child process that one upload after another reuses, and ends when idle', async () => {
    setImageProcessIdleTime(1_000)
    const image = await plainJpeg(1000, 700)
    const first = await encodeInChildProcess(image, 'jpeg')
    const pid = imageProcessPid()
    expect(pid).toBeTypeOf('number')
    expect(pid).not.toBe(process.pid)
    expect(first).toMatchObject({ width: 1000, height: 700 })
    expect(first.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(first.variants.map((variant) => variant.width)).toEqual([480, 960, 1600])
    expect(first.variants[0]!.data.subarray(8, 12).toString('latin1')).toBe('WEBP')

    await encodeInChildProcess(image, 'jpeg')
    expect(imageProcessPid()).toBe(pid)

    await until(() => !isRunning(pid!))
    expect(imageProcessPid()).toBeUndefined()
    // The next upload starts a new one.
    await encodeInChildProcess(image, 'jpeg')
    expect(imageProcessPid()).not.toBe(pid)
  })

  it('fails only the upload whose decoding crashed the process, and the next one works', async () => {
    const image = await plainJpeg(2400, 1600)
    await encodeInChildProcess(image, 'jpeg')
    const pid = imageProcessPid()!
    const crashed = encodeInChildProcess(image, 'jpeg')
    process.kill(pid, 'SIGSEGV')
    await expect(crashed).rejects.toEqual(new CodecError('invalid'))

    const next = await encodeInChildProcess(image, 'jpeg')
    expect(next).toMatchObject({ width: 2400, height: 1600 })
    expect(imageProcessPid()).not.toBe(pid)
  })

  it('says which bytes are not the image they claim to be', async () => {
    const image = await plainJpeg(300, 200)
    await expect(encodeInChildProcess(image, 'png')).rejects.toEqual(new CodecError('invalid'))
    await expect(encodeInChildProcess(image.subarray(0, 400), 'jpeg')).rejects.toEqual(
      new CodecError('invalid'),
    )
  })
})
