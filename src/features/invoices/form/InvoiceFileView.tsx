/**
 * View of an invoice's stored file: the File view call with type 3 (invoice) answers a signed
 * link, opened in a new tab. Offline the link cannot be made, so the button says so.
 */
import { DOCUMENT_VIEW_TYPE, UPLOAD_ROUTES } from '../../../contract/uploads.ts'
import { pathOf } from '../../../contract/route.ts'
import { isOnServer } from '../../../entities/rowIds.ts'
import { useOnline } from '../../../ui/useOnline.ts'
import { openProposalFile } from '../../proposals/index.ts'

export function InvoiceFileView({ invoiceId, userId }: { invoiceId: number; userId: number }) {
  const online = useOnline()
  const available = online && isOnServer(invoiceId)
  return (
    <button
      type="button"
      disabled={!available}
      title={
        available ? undefined : 'The file opens once this device is online and the invoice is saved'
      }
      className="shrink-0 text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
      onClick={() =>
        void openProposalFile(
          pathOf(UPLOAD_ROUTES.documentView, {
            type: DOCUMENT_VIEW_TYPE.invoice,
            docId: invoiceId,
            userId,
          }),
        )
      }
    >
      View file
    </button>
  )
}
