/** A section's data on a public page: loaded, or failed (the section shows its own error message). */
export type Settled<T> = { ok: true; data: T } | { ok: false }

export async function settle<T>(
  promise: Promise<T>,
  onError?: (error: unknown) => void,
): Promise<Settled<T>> {
  try {
    return { ok: true, data: await promise }
  } catch (error) {
    onError?.(error)
    return { ok: false }
  }
}
