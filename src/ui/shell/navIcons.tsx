import type { JSX, SVGProps } from 'react'
import {
  BadgeIcon,
  BuildingIcon,
  ChartIcon,
  InvoiceIcon,
  LostDealIcon,
  PersonChartIcon,
  PipelineIcon,
  ProfileIcon,
  TeamIcon,
} from '../icons.tsx'

type Icon = (props: SVGProps<SVGSVGElement>) => JSX.Element

/** The icon beside each sidebar entry, by its path. */
export const NAV_ICONS: Record<string, Icon> = {
  '/deals': PipelineIcon,
  '/invoices': InvoiceIcon,
  '/lostdeal': LostDealIcon,
  '/salesreport': ChartIcon,
  '/account': PersonChartIcon,
  '/rm': BadgeIcon,
  '/teamconfig': TeamIcon,
  '/profile': ProfileIcon,
  '/clients': BuildingIcon,
}
