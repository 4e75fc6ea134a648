/** HTML an editor wrote in the back-office, sanitised on the server when it was saved, in the `rich-text` style. */
export function RichText({ html, className }: { html: string; className: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
