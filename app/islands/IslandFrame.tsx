import { createElement, type ComponentProps } from 'react'
import type { ISLANDS, IslandName } from './registry'

/**
 * An island's wrapper and component, given the component itself: what `<Island>` renders after looking it up in the
 * registry. The root route's error screen uses it with its one island, so that every page's code (and the
 * back-office's first script) does not carry the whole registry — every public section — with it.
 */
export function IslandFrame<Name extends IslandName>({
  name,
  component,
  props,
}: {
  name: Name
  component: (typeof ISLANDS)[Name]
  props: ComponentProps<(typeof ISLANDS)[Name]>
}) {
  return (
    <div className="contents" data-island={name} data-props={JSON.stringify(props)}>
      {createElement(component as React.FunctionComponent<object>, props as object)}
    </div>
  )
}
