/**
 * Opening a document's file: a file the device keeps opens from the device, online or not (a new
 * tab on an object URL of its Blob); one it does not keep opens online as before, and offline the
 * person is told it is not kept, with its size where known. A file opened online is then kept
 * when its deal is in the briefcase and it fits the budget.
 */
import { db } from '../../entities/db.ts'
import type { KeptFileRow } from '../../entities/documents/keptFileRows.ts'
import { KEPT_FILE_TEXTS } from '../../entities/documents/keptFileTexts.ts'
import { keepOpenedFile } from '../../entities/documents/keepOpenedFile.ts'
import { markFileOpened } from '../../entities/documents/keptFileReads.ts'
import type { WantedFile } from '../../entities/documents/wantedFiles.ts'
import { showAlert } from '../../ui/dialogs/dialogStore.ts'
import { fetchKeptFile } from './fetchKeptFile.ts'
import { tabKeptFileSources } from './tabKeptFileSources.ts'

/** Long enough for the new tab to read it (a viewer reads the whole file at once). */
const OBJECT_URL_LIFE_MS = 5 * 60_000

/**
 * 'opened' from the device, 'offline' when it is not kept and cannot be fetched (the person was
 * told), 'online' when the caller opens it from the server.
 */
export async function openFromDevice(
  kept: KeptFileRow | undefined,
): Promise<'opened' | 'offline' | 'online'> {
  if (kept?.bytes) {
    const url = URL.createObjectURL(kept.bytes)
    window.open(url, '_blank')
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFE_MS)
    await markFileOpened(db, kept.key, Date.now())
    return 'opened'
  }
  if (navigator.onLine) return 'online'
  await showAlert({
    title: KEPT_FILE_TEXTS.notKeptTitle,
    message: KEPT_FILE_TEXTS.notKept(kept?.size || undefined),
  })
  return 'offline'
}

/** After an online opening: keeps the file if the briefcase wants it and it fits (never fails). */
export function keepAfterOpening(isFile: (file: WantedFile) => boolean): void {
  // The invoice lists' keys come from the invoice calls' contract, loaded only now.
  import('../../entities/invoices/invoiceListPull.ts')
    .then(({ keptInvoiceLists }) =>
      keepOpenedFile(
        db,
        fetchKeptFile,
        isFile,
        Date.now(),
        keptInvoiceLists(),
        tabKeptFileSources(),
      ),
    )
    .catch(() => undefined)
}
