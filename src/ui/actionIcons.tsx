/** Icons of list and board actions (filter, add, view, edit, delete, upload, export); decorative. */
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

const outline = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

export const FilterIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" />
  </svg>
)

export const PlusIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M12 5v14M5 12h14" />
  </svg>
)

export const ViewIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="2.8" />
  </svg>
)

export const EditIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
)

export const TrashIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
)

export const UploadIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" />
  </svg>
)

export const DownloadIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <path d="M12 4v12M7 11l5 5 5-5M4 16v4h16v-4" />
  </svg>
)

export const SearchIcon = (props: IconProps) => (
  <svg {...outline} {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </svg>
)
