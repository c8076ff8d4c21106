/**
 * The public face of features/clients: what other folders may import from it. Generated
 * from their imports; screens and dialogs are exported as loaders, so that their code stays
 * in its own chunk.
 */
export { AddContactDialog } from './AddContactDialog.tsx'
export { ClientForm } from './ClientForm.tsx'
export { ClientSearchField } from './ClientSearchField.tsx'
export { CompanyContactsOnDevice } from './CompanyContactsOnDevice.tsx'
export { Pager } from './Pager.tsx'
export { SearchField } from './SearchField.tsx'
export { takeChosenCompany } from './chosenCompany.ts'
export { pageOf } from './clientListModel.ts'
export type { Page } from './clientListModel.ts'
export { validateClientsSearch } from './clientsSearch.ts'
export { useClientContacts, useEntityStates } from './useClientsData.ts'
export { useDebouncedSearch } from './useDebouncedSearch.ts'
export const loadClientsScreen = () => import('./ClientsScreen.tsx')
