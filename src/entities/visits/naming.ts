import { formatDisplayDate } from '../../domain/dates.ts'
import type { TableNaming } from '../../sync/entityModule.ts'
import { fieldsBefore, nameText } from '../naming.ts'

/** A visit by its company and date: 'PT Maju Jaya, 24 Nov 2026'. */
export function visitSubject(clientName: unknown, visitDate: unknown): string | null {
  const company = nameText(clientName)
  const date = typeof visitDate === 'string' ? formatDisplayDate(visitDate.slice(0, 10)) : ''
  const parts = [company, date || null].filter((part): part is string => part !== null)
  return parts.length > 0 ? parts.join(', ') : null
}

export const VISITS_NAMING: Readonly<Record<string, TableNaming>> = {
  visits: {
    noun: 'sales visit',
    fromOp: ({ args, base }) => {
      const before = fieldsBefore({ base })
      return visitSubject(args.clientName ?? before.clientName, args.visitDate ?? before.visitDate)
    },
    fromRow: (row) => visitSubject(row.clientName, row.visitDate),
  },
}
