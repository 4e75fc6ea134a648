import { createElement, type ComponentProps } from 'react'
import { ISLANDS, type IslandName } from './registry'

/**
 * Server-renders an island: its component's HTML inside a wrapper that names it and carries its props as JSON, for
 * the browser's islands script (./client.tsx) to hydrate. The wrapper takes no box (`display: contents`).
 */
export function Island<Name extends IslandName>({
  name,
  props,
}: {
  name: Name
  props: ComponentProps<(typeof ISLANDS)[Name]>
}) {
  const component = ISLANDS[name] as React.FunctionComponent<object>
  return (
    <div className="contents" data-island={name} data-props={JSON.stringify(props)}>
      {createElement(component, props as object)}
    </div>
  )
}
