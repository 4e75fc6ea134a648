import { Link } from 'react-router'

/**
 * A public page's not-found or failure state: its documented message (docs/product.md#service-page,
 * docs/product.md#category-page) and a way back.
 */
export function PageError({
  message,
  linkTo,
  linkText,
}: {
  message: string
  linkTo: string
  linkText: string
}) {
  return (
    <section className="flex min-h-[70vh] items-center bg-slate-50 pt-24 pb-16">
      <div className="container-page text-center">
        <h1 className="text-3xl font-bold text-navy-900">{message}</h1>
        <p className="mt-4 text-slate-600">The page you were looking for is not available.</p>
        <Link to={linkTo} className="btn-primary mt-8">
          {linkText}
        </Link>
      </div>
    </section>
  )
}
