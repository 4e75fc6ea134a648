// The public pages' only script (docs/decisions/0007-public-islands.md). Built by vite.islands.config.ts with React
// aliased to Preact's compatibility layer; it hydrates each island the server rendered, one per task, so no single
// task holds the main thread for long.
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { watchImageFallbacks } from '../../ui/components/ImageWithFallback'
import type {} from '../lib/initialization-error'
import { ISLANDS, type IslandName } from './registry'

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  watchImageFallbacks(document)
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const component = ISLANDS[element.dataset.island as IslandName] as ComponentType<object> | undefined
    if (!component) throw new Error(`Unknown island '${element.dataset.island}'`)
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    hydrateRoot(element, createElement(component, props))
    await nextTask()
  }
  // From here on, errors belong to the islands themselves, not to the start-up guard (root.tsx).
  window.__markAppStarted?.()
}

void start()
