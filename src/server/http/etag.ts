import { formatETag, parseETag } from '../../contract/common.ts'
import { HttpError } from './errors.ts'

export { formatETag }

/**
 * If-Match: when the header is there and names another version than the current one, answer
 * 412 with the current entity so the client can show both. Without it, last write wins.
 */
export function checkIfMatch(
  header: string | undefined,
  currentVersion: number,
  current: () => Promise<unknown>,
): Promise<void> {
  if (header === undefined || header.trim() === '' || header.trim() === '*') {
    return Promise.resolve()
  }
  const expected = parseETag(header)
  if (expected === currentVersion) return Promise.resolve()
  return current().then((entity) => {
    throw new HttpError(412, entity, { ETag: formatETag(currentVersion) })
  })
}
