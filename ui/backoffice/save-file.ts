/**
 * Hands bytes fetched from the API to the browser as a downloaded file. Downloads need the bearer token, so they
 * are fetched (api.download) rather than linked.
 */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
