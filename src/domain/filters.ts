/**
 * The list screens' filter constants: page sizes and the filter dialogs' empty choices. Their
 * paths are written from the route table (src/contract).
 */

export const CLIENT_PAGE_SIZE = 10
export const CONTACT_PAGE_SIZE = 5
export const LOST_DEAL_PAGE_SIZE = 10
export const RM_PAGE_SIZE = 10
export const ACCOUNT_PAGE_SIZE = 5

/** Texts of the filter dialogs' empty choices. */
export const ALL_TRIBE_LABEL = 'All Tribe'
export const ALL_SEGMENT_LABEL = 'All segment'
export const ALL_RM_LABEL = 'All RM'
export const ALL_PERIOD_LABEL = 'All Period'
export const ALL_INDUSTRY_LABEL = 'All Industry'
/** Not shown by the spec (the RM picker's branch filter), chosen to match the others. */
export const ALL_BRANCH_LABEL = 'All branch'
