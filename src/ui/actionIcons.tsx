/** Icons of the board's actions (filter, add); decorative, drawn like those of icons.tsx. */
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
