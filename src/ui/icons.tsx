/** Inline icons (no network, precached with the bundle). Decorative unless given a title. */
import type { ReactNode, SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

function Outline({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  )
}

export const MenuIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Outline>
)

export const EyeIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Outline>
)

export const EyeOffIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Outline>
)

export const CheckCircleIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16.5 9.5" />
  </Outline>
)

export const ClockIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V12l3 2" />
  </Outline>
)

export const ErrorCircleIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Outline>
)

export const WarningIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4M12 17h.01" />
  </Outline>
)

export const QuestionCircleIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.6 9.3a2.5 2.5 0 0 1 4.9.7c0 1.7-2.5 2.3-2.5 3.8M12 17h.01" />
  </Outline>
)

export const LockIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
  </Outline>
)

export const CloudOffIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3 3l18 18M8.5 8.6A5 5 0 0 0 6.5 18H17m3.2-1.6A4 4 0 0 0 17 10h-.3A6 6 0 0 0 10 6.2" />
  </Outline>
)

export const PipelineIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3.5" y="4" width="4.5" height="16" rx="1.2" />
    <rect x="9.75" y="4" width="4.5" height="11" rx="1.2" />
    <rect x="16" y="4" width="4.5" height="7" rx="1.2" />
  </Outline>
)

export const InvoiceIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14.5 3v4.5H19M9 12h7M9 16h5" />
  </Outline>
)

export const LostDealIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3 7l6.5 6.5 4-4L21 17" />
    <path d="M21 11.5V17h-5.5" />
  </Outline>
)

export const ChartIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 20V4M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </Outline>
)

export const PersonChartIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 20a6 6 0 0 1 12 0M17 20v-5M20.5 20v-8" />
  </Outline>
)

export const BadgeIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="4" y="4" width="16" height="16" rx="2.5" />
    <circle cx="12" cy="10" r="2.5" />
    <path d="M7.5 17a4.5 4.5 0 0 1 9 0" />
  </Outline>
)

export const TeamIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="8" cy="8.5" r="3" />
    <circle cx="16.5" cy="9.5" r="2.5" />
    <path d="M2.5 19a5.5 5.5 0 0 1 11 0M14 14.6a4.5 4.5 0 0 1 7.5 3.4" />
  </Outline>
)

export const ProfileIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5a8 8 0 0 1 16 0" />
  </Outline>
)

export const BuildingIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 21V5l8-2v18M12 8h8v13M3 21h18" />
    <path d="M7.5 8h1M7.5 12h1M7.5 16h1M15.5 12h1M15.5 16h1" />
  </Outline>
)

export const CalendarPlusIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
  </Outline>
)

export const RefreshIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M20 11a8 8 0 0 0-14.7-4.3L4 8.5M4 4v4.5h4.5M4 13a8 8 0 0 0 14.7 4.3L20 15.5M20 20v-4.5h-4.5" />
  </Outline>
)

export const CloseIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Outline>
)

export const PaperclipIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="m21 11-8.6 8.6a5 5 0 0 1-7-7L14 4a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4L16 6.6" />
  </Outline>
)
