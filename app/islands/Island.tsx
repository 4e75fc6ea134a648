import type { ComponentProps } from 'react'
import { IslandFrame } from './IslandFrame'
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
  return <IslandFrame name={name} component={ISLANDS[name]} props={props} />
}
