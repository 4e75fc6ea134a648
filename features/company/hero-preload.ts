import { preload } from 'react-dom'
import { srcSetFor } from '../../ui/lib/images'
import type { CompanyInfo } from './company.types'

/**
 * The first hero slide is the home page's largest paint: the server render asks for it in the head, before the
 * stylesheet is parsed. Called by the home route (server-rendered), not by the hero island, which runs in the
 * browser too.
 */
export function preloadFirstHeroImage(company: Pick<CompanyInfo, 'heroImages'>) {
  const first = company.heroImages[0]
  if (!first) return
  const srcSet = srcSetFor(first.imageUrl)
  preload(first.imageUrl, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: '100vw' } : {}),
  })
}
