/** An e-mail address that may wrap after its "@" (and nowhere else) in a narrow column. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at < 0) return <>{email}</>
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}
