import { useEffect, useLayoutEffect, useState } from 'react'
import { useHashScroll } from '../lib/hash-scroll'
import { ACTIVE_SECTION_LINE_PX, NAV_ITEMS, SOLID_NAVBAR_AFTER_PX } from './nav-items'

type NavbarProps = {
  companyName: string
  logoUrl: string
  logoAlt: string
  /** On the home page the active item follows the scroll position. */
  isHome: boolean
}

function useScrollState(isHome: boolean) {
  const [isSolid, setSolid] = useState(!isHome)
  const [active, setActive] = useState<string>('home')
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setSolid(!isHome || window.scrollY > SOLID_NAVBAR_AFTER_PX)
      if (!isHome) return
      let current = 'home'
      for (const item of NAV_ITEMS) {
        const box = document.getElementById(item.section)?.getBoundingClientRect()
        if (box && box.top <= ACTIVE_SECTION_LINE_PX && box.bottom > ACTIVE_SECTION_LINE_PX)
          current = item.section
      }
      setActive(current)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [isHome])
  return { isSolid, active }
}

export function Navbar({ companyName, logoUrl, logoAlt, isHome }: NavbarProps) {
  const { isSolid, active } = useScrollState(isHome)
  const [isMenuOpen, setMenuOpen] = useState(false)
  // A fixed id: the menu is rendered after hydration, and its button must keep pointing at it.
  const menuId = 'site-menu'
  useHashScroll(isHome)

  // A layout effect: the page locks and unlocks in the same task as the menu opens and closes.
  useLayoutEffect(() => {
    if (!isMenuOpen) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = previous
      window.removeEventListener('keydown', onKey)
    }
  }, [isMenuOpen])

  const solid = isSolid || isMenuOpen
  const linkTone = solid ? 'text-slate-700 hover:text-brand-600' : 'text-white/90 hover:text-white'

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        solid ? 'bg-white/95 shadow-md backdrop-blur' : 'bg-transparent'
      }`}
      data-solid={solid ? 'true' : 'false'}
    >
      <nav className="container-page flex h-16 items-center justify-between md:h-20" aria-label="Main">
        <a href="/" className="flex items-center gap-3" onClick={() => setMenuOpen(false)}>
          {logoUrl ? (
            <img src={logoUrl} alt={logoAlt} width={40} height={40} className="h-10 w-10 rounded-lg" />
          ) : null}
          <span className={`text-lg font-bold tracking-tight ${solid ? 'text-navy-900' : 'text-white'}`}>
            {companyName}
          </span>
        </a>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => {
            const isActive = isHome && active === item.section
            return (
              <li key={item.section}>
                <a
                  href={item.href}
                  aria-current={isActive ? 'true' : undefined}
                  className={`rounded-md px-3 py-2 text-sm font-medium transition ${linkTone} ${
                    isActive ? (solid ? 'text-brand-600' : 'text-amber-accent') : ''
                  }`}
                >
                  {item.label}
                </a>
              </li>
            )
          })}
        </ul>
        <button
          type="button"
          className={`inline-flex h-11 w-11 items-center justify-center rounded-md md:hidden ${
            solid ? 'text-navy-900 hover:bg-slate-100' : 'text-white hover:bg-white/10'
          }`}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {isMenuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      <div
        id={menuId}
        hidden={!isMenuOpen}
        className="h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden"
      >
        <ul className="container-page flex flex-col py-4">
          {NAV_ITEMS.map((item) => (
            <li key={item.section}>
              <a
                href={item.href}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </header>
  )
}
