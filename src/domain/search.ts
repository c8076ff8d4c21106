/** Searching (core-spec sections 2, 5 and 9; sales-activity-spec sections 5 and 9). */

/** Client search and every list search wait 1000 ms after typing (Enter searches at once). */
export const SEARCH_DEBOUNCE_MS = 1000
