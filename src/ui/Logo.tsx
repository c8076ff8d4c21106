/** The CRM mark (the drawing of favicon.svg); `light` for dark backgrounds. */
export function Logo({
  className = 'size-8',
  tone = 'brand',
}: {
  className?: string
  tone?: 'brand' | 'light'
}) {
  const [tile, bars] = tone === 'brand' ? ['#1d4ed8', '#fff'] : ['#fff', '#1d4ed8']
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill={tile} />
      <rect x="7" y="17" width="4" height="7" rx="1" fill={bars} />
      <rect x="14" y="12" width="4" height="12" rx="1" fill={bars} />
      <rect x="21" y="7" width="4" height="17" rx="1" fill={bars} />
    </svg>
  )
}
