import { redirect } from 'react-router'

// 'Become a partner' and other links to /contact lead to the contact form on the home page.
export function loader() {
  return redirect('/#contact')
}

export default function Contact() {
  return null
}
