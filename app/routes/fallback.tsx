import { redirect } from 'react-router'

// docs/product.md#routes: any path without a screen goes to the home page.
export function loader() {
  return redirect('/')
}

export default function Fallback() {
  return null
}
