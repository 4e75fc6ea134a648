import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import type { Coordinates } from '../company/company.types'

type CompanyMapProps = { coordinates: Coordinates; tileUrl: string; label: string }

/**
 * Leaflet, fetched only when the contact section nears the viewport (it is the heaviest script on the page and
 * most visitors never scroll that far). Without tiles (offline) the map stays a plain panel with its marker.
 */
export function CompanyMap({ coordinates, tileUrl, label }: CompanyMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const [isNear, setNear] = useState(false)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '400px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (!isNear || !container.current) return
    let map: LeafletMap | undefined
    let cancelled = false
    void Promise.all([
      import('leaflet'),
      import('leaflet/dist/leaflet.css'),
      import('../../ui/components/map-attribution.css'),
    ]).then(([leaflet]) => {
      if (cancelled || !container.current) return
      const L = leaflet.default
      map = L.map(container.current, { scrollWheelZoom: false, attributionControl: true }).setView(
        [coordinates.lat, coordinates.lng],
        15,
      )
      L.tileLayer(tileUrl, {
        maxZoom: 19,
        attribution:
          '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      }).addTo(map)
      const pin = L.divIcon({
        className: '',
        html: '<svg viewBox="0 0 24 36" width="30" height="45" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#f5a524"/><circle cx="12" cy="12" r="5" fill="#0b1f3a"/></svg>',
        iconSize: [30, 45],
        iconAnchor: [15, 45],
      })
      L.marker([coordinates.lat, coordinates.lng], { icon: pin, title: label, alt: label }).addTo(map)
    })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [isNear, coordinates.lat, coordinates.lng, tileUrl, label])

  return (
    <div
      ref={container}
      role="region"
      aria-label={`Map: ${label}`}
      data-lat={coordinates.lat}
      data-lng={coordinates.lng}
      className="z-0 h-80 w-full overflow-hidden rounded-2xl bg-slate-200 ring-1 ring-slate-200"
    />
  )
}
