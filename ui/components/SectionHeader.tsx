type SectionHeaderProps = {
  id: string
  eyebrow: string
  title: string
  intro?: string
  tone?: 'light' | 'dark'
}

export function SectionHeader({ id, eyebrow, title, intro, tone = 'light' }: SectionHeaderProps) {
  return (
    <div className="max-w-2xl">
      <p
        className={
          tone === 'dark'
            ? 'text-sm font-semibold tracking-widest text-amber-accent uppercase'
            : 'section-eyebrow'
        }
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={
          tone === 'dark' ? 'mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl' : 'section-title'
        }
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>{intro}</p>
      ) : null}
    </div>
  )
}

export function SectionMessage({ kind, children }: { kind: 'error' | 'empty'; children: React.ReactNode }) {
  return kind === 'error' ? (
    <div role="alert" className="mt-10 rounded-lg bg-red-50 p-6 text-red-800 ring-1 ring-red-200">
      {children}
    </div>
  ) : (
    <p className="mt-10 text-slate-600">{children}</p>
  )
}
