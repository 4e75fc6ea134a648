import { ImageWithFallback } from '../../ui/components/ImageWithFallback'
import { altOf } from '../../ui/lib/alt-text'
import { Section } from '../../ui/components/Section'
import { LeafIcon } from './CategoryIcons'
import { formatPrice, PRODUCTS_SHOWN_INITIALLY } from './category.rules'
import { ShowMoreButton, useShowMore } from './ShowMore'
import type { Product } from './product.schema'

function ProductCard({ product }: { product: Product }) {
  const hasBadges = product.isNew || product.isEcoFriendly
  return (
    <article className="flex h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-col">
      <div className="mt-4 ml-4 h-24 w-24 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:m-0 sm:h-auto sm:w-full sm:rounded-none">
        <ImageWithFallback
          slot="gridProduct"
          src={product.imageUrl}
          alt={altOf(product.imageAlt, product.name)}
          className="h-full w-full object-cover sm:aspect-[4/3] sm:h-auto"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        {hasBadges ? (
          <ul aria-label="Product highlights" className="mb-2 flex flex-wrap gap-2">
            {product.isNew ? (
              <li className="rounded-full bg-amber-accent px-2.5 py-0.5 text-xs font-semibold text-navy-950">
                New
              </li>
            ) : null}
            {product.isEcoFriendly ? (
              <li className="inline-flex items-center gap-1 rounded-full bg-emerald-800 px-2.5 py-0.5 text-xs font-semibold text-white">
                <LeafIcon />
                Eco-friendly
              </li>
            ) : null}
          </ul>
        ) : null}
        <h3 className="text-base leading-snug font-semibold text-navy-900">{product.name}</h3>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{product.description}</p>
        <div className="mt-4 flex items-center justify-between gap-4 border-t border-slate-100 pt-3 sm:mt-5 sm:pt-4">
          <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Price</span>
          {product.price === null ? (
            <a
              href="/#contact"
              aria-label={`Contact us about ${product.name}`}
              className="text-sm font-semibold text-brand-600 underline-offset-4 hover:underline"
            >
              {formatPrice(product.price)}
            </a>
          ) : (
            <span className="text-lg font-bold text-navy-900 tabular-nums">{formatPrice(product.price)}</span>
          )}
        </div>
      </div>
    </article>
  )
}

/**
 * A category's products: the first 6, and a 'View All Products' button when there are more
 * (docs/product.md#products).
 */
export function ProductGrid({ products }: { products: Product[] }) {
  const list = useShowMore(products, PRODUCTS_SHOWN_INITIALLY)
  return (
    <Section
      id="products"
      className="bg-white py-16 sm:py-20"
      eyebrow="Catalogue"
      title="Products"
      aside={
        products.length > 0 ? (
          <p className="text-sm text-slate-600">
            {products.length} {products.length === 1 ? 'product' : 'products'} · prices in euros
          </p>
        ) : null
      }
    >
      {products.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 px-6 py-8 text-center text-slate-600 ring-1 ring-slate-200">
          Products for this category will be listed soon.{' '}
          <a href="/#contact" className="font-semibold text-brand-600 underline underline-offset-4">
            Ask us for a quotation
          </a>
          .
        </p>
      ) : (
        <>
          <ul id={list.listId} role="list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.shown.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <ShowMoreButton list={list} className="mt-10" buttonClassName="btn-primary">
            {list.expanded ? 'Show Fewer Products' : 'View All Products'}
          </ShowMoreButton>
        </>
      )}
    </Section>
  )
}
