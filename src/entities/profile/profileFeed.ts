/**
 * The profile's part of the change feed: the user's own profile when it changed, written at once
 * with the photo this device holds of the same file; a new photo's bytes are fetched after the
 * window (outside its transactions) and put on the row then.
 */
import type { ProfileDetail } from '../../contract/profile.ts'
import type { CrmDb } from '../db.ts'
import type { FeedSection } from '../../sync/feedSection.ts'
import { downloadPhoto } from './downloadPhoto.ts'
import { photoOf, storeProfile } from './profilePull.ts'

export const profileFeed: FeedSection<CrmDb> = {
  keys: ['profile'],
  tables: ['profiles'],
  count: (page) => (page.profile ? 1 : 0),
  begin({ db, startedAt, now, transport }) {
    let answered: ProfileDetail | undefined
    return {
      async apply(page) {
        if (!page.profile) return
        answered = page.profile
        const held = await db.profiles.get(answered.id)
        const photo = held?.fileUrl === answered.fileUrl ? (held?.photo ?? null) : null
        await storeProfile(db, answered, photo, startedAt, now())
      },
      async finish() {},
      async after() {
        const detail = answered
        if (!detail || detail.fileUrl === null) return
        const held = await db.profiles.get(detail.id)
        if (held?.photo && held.fileUrl === detail.fileUrl) return
        const photo = await photoOf(db, transport, detail, downloadPhoto)
        if (photo !== null) await storeProfile(db, detail, photo, startedAt, now())
      },
    }
  },
}
