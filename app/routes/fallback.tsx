import { redirect } from 'react-router'

// SPEC §2: any path without a screen goes to the home page.
export function loader() {
  return redirect('/')
}

export default function Fallback() {
  return null
}
