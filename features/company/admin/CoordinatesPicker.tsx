import { Box, Text } from '@mantine/core'
import type { Map as LeafletMap, Marker } from 'leaflet'
import { useEffect, useRef } from 'react'
import type { Coordinates } from '../company.types'

type Props = {
  value: Coordinates
  onChange: (value: Coordinates) => void
  tileUrl: string | undefined
}

const round = (value: number) => Math.round(value * 1e6) / 1e6

/**
 * A map to pick the company's position: click or drag the pin. Leaflet is fetched when the General tab opens;
 * the latitude and longitude fields beside it remain the keyboard way to set the same values.
 */
export function CoordinatesPicker({ value, onChange, tileUrl }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<LeafletMap | null>(null)
  const marker = useRef<Marker | null>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const initial = useRef(value)

  useEffect(() => {
    if (!tileUrl || !container.current) return
    let cancelled = false
    void Promise.all([
      import('leaflet'),
      import('leaflet/dist/leaflet.css'),
      import('../../../ui/components/map-attribution.css'),
    ]).then(([leaflet]) => {
      if (cancelled || !container.current) return
      const L = leaflet.default
      const start = initial.current
      const instance = L.map(container.current, { scrollWheelZoom: false }).setView(
        [start.lat, start.lng],
        13,
      )
      L.tileLayer(tileUrl, {
        maxZoom: 19,
        attribution:
          '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      }).addTo(instance)
      const pin = L.divIcon({
        className: '',
        html: '<svg viewBox="0 0 24 36" width="30" height="45" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#1864ab"/><circle cx="12" cy="12" r="5" fill="#fff"/></svg>',
        iconSize: [30, 45],
        iconAnchor: [15, 45],
      })
      const placed = L.marker([start.lat, start.lng], {
        icon: pin,
        draggable: true,
        title: 'Company position',
        alt: 'Company position',
      }).addTo(instance)
      placed.on('dragend', () => {
        const { lat, lng } = placed.getLatLng()
        onChangeRef.current({ lat: round(lat), lng: round(lng) })
      })
      instance.on('click', (event) => {
        placed.setLatLng(event.latlng)
        onChangeRef.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) })
      })
      map.current = instance
      marker.current = placed
    })
    return () => {
      cancelled = true
      map.current?.remove()
      map.current = null
      marker.current = null
    }
  }, [tileUrl])

  // Typed coordinates move the pin (and the view, when the pin leaves it).
  useEffect(() => {
    if (!marker.current || !map.current) return
    if (!Number.isFinite(value.lat) || !Number.isFinite(value.lng)) return
    if (Math.abs(value.lat) > 90 || Math.abs(value.lng) > 180) return
    marker.current.setLatLng([value.lat, value.lng])
    if (!map.current.getBounds().contains([value.lat, value.lng])) map.current.panTo([value.lat, value.lng])
  }, [value.lat, value.lng])

  return (
    <Box>
      <Box
        ref={container}
        h={260}
        bg="gray.1"
        style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)', zIndex: 0 }}
        role="region"
        aria-label="Map: click or drag the pin to set the company's position"
      />
      <Text size="xs" c="gray.7" mt={4}>
        Click the map or drag the pin; the contact section’s map is centred here.
      </Text>
    </Box>
  )
}
