import { Link } from 'react-router'
import { DecorativeImage } from '../../ui/components/ImageWithFallback'
import { Section, SettledList } from '../../ui/components/Section'
import { pick } from '../../ui/lib/pick'
import type { Settled } from '../../ui/lib/settle'
import { ArrowRightIcon } from './CategoryIcons'
import type { Category } from './category.schema'

const CATEGORY_CARD_FIELDS = ['_id', 'slug', 'title', 'shortDescription', 'imageUrl'] as const

/** What the home page shows of a category: the page's data carries nothing more (smaller HTML, no private fields). */
export type CategoryCardData = Pick<Category, (typeof CATEGORY_CARD_FIELDS)[number]>

export const toCategoryCard = (item: Category): CategoryCardData => pick(item, CATEGORY_CARD_FIELDS)

function CategoryCard({ category }: { category: CategoryCardData }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-1 hover:shadow-lg">
      <div className="overflow-hidden">
        <DecorativeImage
          slot="gridCard"
          src={category.imageUrl}
          className="aspect-[3/2] w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold text-navy-900">{category.title}</h3>
        {category.shortDescription ? (
          <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">{category.shortDescription}</p>
        ) : null}
        <div className="mt-auto pt-5">
          {/* The link covers the whole card; its name carries the category for screen-reader link lists. */}
          <Link
            to={`/categories/${category.slug}`}
            aria-label={`Browse ${category.title}`}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 group-hover:text-brand-500 after:absolute after:inset-0 focus-visible:outline-none"
          >
            Browse
            <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  )
}

/** The landing page's product categories (#categories): one card per active category, in display order. */
export function CategoriesSection({ categories }: { categories: Settled<CategoryCardData[]> }) {
  return (
    <Section
      id="categories"
      className="bg-white py-20 sm:py-24"
      eyebrow="What we supply"
      title="Product Categories"
      intro="Certified equipment from leading manufacturers, selected and supported by our engineers."
    >
      <SettledList
        list={categories}
        error="Something went wrong"
        errorHint="Our product categories could not be loaded. Please try refreshing the page."
        empty="No active categories available at the moment."
      >
        {(items) => (
          <ul role="list" className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((category) => (
              <li key={category._id} className="flex">
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        )}
      </SettledList>
    </Section>
  )
}
