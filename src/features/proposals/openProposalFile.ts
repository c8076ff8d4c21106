/**
 * View of the proposal's file: a file the briefcase keeps opens from the device, online or not.
 * Otherwise the File view call answers a signed link, opened in a new tab (the tab is opened at
 * the click, so no popup blocker stands in the way, and pointed at the link when it comes), and
 * the file is kept then if the briefcase wants it. A file still waiting in the outbox opens from
 * the device.
 */
import { isApiError } from '../../api/errors.ts'
import type { FileViewResponse } from '../../contract/uploads.ts'
import { contentTypeOf } from '../../domain/uploads.ts'
import { showApiError } from '../../ui/dialogs/showApiError.ts'
import { apiClient } from '../../app/apiClient.ts'
import { base64Bytes } from '../../domain/base64.ts'
import type { WaitingFile } from './dealProposalState.ts'
import { db } from '../../entities/db.ts'
import { findKeptFile } from '../../entities/documents/keptFileReads.ts'
import { keepAfterOpening, openFromDevice } from '../../app/files/openFromDevice.ts'

/** `viewPath` is the detail's proposal.url (GET /File/view/{fileId}). */
export async function openProposalFile(viewPath: string): Promise<void> {
  if ((await openFromDevice(await findKeptFile(db, { ref: viewPath }))) !== 'online') return
  const tab = window.open('', '_blank')
  try {
    const { url } = await apiClient.request<FileViewResponse>(viewPath)
    if (tab) tab.location.href = url
    else window.open(url, '_blank')
    keepAfterOpening((file) => file.ref === viewPath)
  } catch (error) {
    tab?.close()
    if (isApiError(error)) await showApiError(error)
  }
}

export function openWaitingFile(file: WaitingFile): void {
  const blob = new Blob([base64Bytes(file.fileBase64)], { type: contentTypeOf(file.filename) })
  window.open(URL.createObjectURL(blob), '_blank')
}
