/** Every text the device shows about the files it keeps (the spec has none of its own). */
import { countText } from '../../domain/countText.ts'

/** Megabytes with at most one decimal: 200 MB, 1.2 MB. */
export const megabytesText = (bytes: number): string =>
  `${countText(Number((bytes / 1_048_576).toFixed(1)))} MB`

export const KEPT_FILE_TEXTS = {
  summary: (files: number, bytes: number, budget: number): string =>
    `Files kept offline: ${countText(files)} ${files === 1 ? 'file' : 'files'}, ${megabytesText(bytes)} of ${megabytesText(budget)}`,
  filling: (done: number, total: number): string =>
    `Keeping files for offline use: ${countText(done)} of ${countText(total)}`,
  atBudget: 'Some files are not kept: the space for files on this device is full.',
  failed: (error: string): string => `Last files refresh failed: ${error}`,
  budgetLabel: 'Space for files on this device',
  noFiles: 'None (files open online only)',
  notKeptTitle: 'Not on this device',
  notKept: (size: number | undefined): string =>
    `This file is not kept on this device${size !== undefined ? ` (${megabytesText(size)})` : ''}. It opens when you are back online.`,
} as const
