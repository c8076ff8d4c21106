/**
 * The public face of features/reports: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { ChartsPanel } from './ChartsPanel.tsx'
export { ExportButton } from './ExportButton.tsx'
export { FiguresTable } from './FiguresTable.tsx'
export { HeldAnswerNotice, noticeKind } from './HeldAnswerNotice.tsx'
export { PercentChange } from './PercentChange.tsx'
export { PeriodTribesFilterDialog } from './PeriodTribesFilterDialog.tsx'
export { ReportMonthFields } from './ReportPeriodField.tsx'
export { SERIES_COLOUR } from './chartOption.ts'
export { exportAnswerBody, exportFromAnswer } from './exportAnswer.ts'
export { figureCells, figuresTotalRow, visitExportRow } from './reportWorkbooks.ts'
export type { Workbook } from './reportWorkbooks.ts'
export { useHeldAnswer } from './useHeldAnswer.ts'
export type { HeldAnswerState } from './useHeldAnswer.ts'
export const loadSalesReportScreen = () => import('./SalesReportScreen.tsx')
