/** The Background Sync tag of the outbox, shared by the page (registers it) and the worker. */
export const OUTBOX_SYNC_TAG = 'crm-outbox'
