import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorBoundary } from '../root'
import { Island } from './Island'

/** The island wrappers of some server-rendered HTML, with their props as the browser will parse them. */
function islandsIn(html: string) {
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  return [...html.matchAll(/<div class="contents" data-island="(\w+)" data-props="([^"]*)">/g)].map(
    ([, name, props]) => ({ name, props: JSON.parse(unescape(props!)) as unknown }),
  )
}

describe('Island', () => {
  it('renders its component inside a box-less wrapper that names it and carries its props', () => {
    const html = renderToString(
      createElement(Island, { name: 'refresh', props: { className: 'btn-primary' } }),
    )
    expect(islandsIn(html)).toEqual([{ name: 'refresh', props: { className: 'btn-primary' } }])
    expect(html).toContain('<button type="button" class="btn-primary">Refresh Page</button>')
  })

  it('keeps text that looks like markup intact in its props', () => {
    const title = `Quotes " ' & <b>tags</b> </div>`
    const html = renderToString(createElement(Island, { name: 'gallery', props: { images: [], title } }))
    expect(islandsIn(html)).toEqual([{ name: 'gallery', props: { images: [], title } }])
  })

  it("puts the error screen's 'Refresh Page' button in an island, so it works on a page that is not hydrated", () => {
    const html = renderToString(
      createElement(ErrorBoundary as (props: { error: unknown }) => React.ReactNode, {
        error: new Error('boom'),
      }),
    )
    expect(html).toContain('Something went wrong')
    expect(islandsIn(html)).toEqual([{ name: 'refresh', props: { className: 'btn-primary mt-6' } }])
  })
})
