import { useState } from 'react'

interface AvatarProps {
  /** The profile picture URL; the default avatar when empty or when it fails to load (offline). */
  src: string | null | undefined
  name: string
  className?: string
}

export function Avatar({ src, name, className = 'size-9' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={name}
        onError={() => setFailed(src)}
        className={`${className} rounded-full object-cover ring-1 ring-slate-900/10`}
      />
    )
  }
  return (
    <svg
      viewBox="0 0 40 40"
      className={`${className} rounded-full ring-1 ring-slate-900/10`}
      role="img"
      aria-label={name}
    >
      <rect width="40" height="40" fill="#dbeafe" />
      <circle cx="20" cy="16" r="7" fill="#60a5fa" />
      <path d="M6 38c1.8-8 7.4-12 14-12s12.2 4 14 12z" fill="#60a5fa" />
    </svg>
  )
}
