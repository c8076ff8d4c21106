/**
 * View of an invoice's stored file: from the device when the briefcase keeps it, online or not;
 * else online (openInvoiceFile.ts). Offline without a kept copy the link cannot be made, so the
 * button says so.
 */
import { isOnServer } from '../../../entities/rowIds.ts'
import { useFileKept } from '../../../entities/documents/useFileKept.ts'
import { useOnline } from '../../../ui/useOnline.ts'
import { invoiceFileKey, openInvoiceFile } from './openInvoiceFile.ts'

export function InvoiceFileView({ invoiceId, userId }: { invoiceId: number; userId: number }) {
  const online = useOnline()
  const kept = useFileKept(invoiceFileKey(invoiceId))
  const available = kept || (online && isOnServer(invoiceId))
  return (
    <button
      type="button"
      disabled={!available}
      title={
        available ? undefined : 'The file opens once this device is online and the invoice is saved'
      }
      className="shrink-0 text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
      onClick={() => void openInvoiceFile(invoiceId, userId)}
    >
      View file
    </button>
  )
}
