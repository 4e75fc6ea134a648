/** The public API's answer to a form: accepted or refused, with its message for the visitor when it gave one. */
export type FormAnswer = { ok: boolean; message?: string }

/**
 * Posts a public form's values as JSON (same origin, 30 s at most). A refusal (an error status, or
 * `success: false`) is an answer; a network failure or timeout throws.
 */
export async function postForm(url: string, values: unknown): Promise<FormAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(values),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string }
  return { ok: response.ok && body.success !== false, message: body.message }
}
