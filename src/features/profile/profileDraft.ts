/**
 * The Profile screen's texts (sales-activity-spec "Profile (/profile)"). Its form is a person's:
 * features/people/personDraft.ts.
 */
export { PERSON_MESSAGES as PROFILE_MESSAGES } from '../../app/people/personDraft.ts'

/** The spec gives no text for a profile Save; worded like the RM screen's ("Update RM successfully"). */
export const PROFILE_SAVED = 'Update profile successfully'
