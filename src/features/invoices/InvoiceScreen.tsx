/**
 * /invoices (core-spec "Invoice screens"): the inner tabs 'To be Invoice' and 'Invoiced', held in
 * state, each showing the Filter (tribe, deal period, segment, RM; one filter for both tabs, kept
 * per user), Export To Excel, five month columns of invoice cards and the footer total, read only
 * from IndexedDB, so both open offline once the briefcase was filled. The Add button and the
 * invoice form come with the writes.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { Profile } from '../../contract/auth.ts'
import { useSession } from '../../store/useSession.ts'
import { BoardPlaceholder } from '../pipeline/BoardPlaceholder.tsx'
import { useSavedFilter } from '../pipeline/useSavedFilter.ts'
import { monthTitle } from './invoiceBoardModel.ts'
import { INVOICE_FILTER_STORE, invoiceListMonths } from './invoiceFilter.ts'
import { INVOICE_LIST_TABS, unfilteredInvoiceList, type InvoiceListTab } from './invoiceLists.ts'
import { InvoiceListPanel } from './InvoiceListPanel.tsx'

export function InvoiceScreen() {
  const session = useSession()
  if (!session) return null
  return <InvoicePage profile={session.profile} />
}

function InvoicePage({ profile }: { profile: Profile }) {
  const { filter, setFilter } = useSavedFilter(profile.id, INVOICE_FILTER_STORE)
  return (
    <section
      aria-labelledby="invoice-title"
      className="flex h-[calc(100dvh-7rem)] min-h-[30rem] flex-col"
    >
      <TabGroup className="flex min-h-0 flex-1 flex-col gap-3">
        <header className="flex flex-wrap items-center gap-3">
          <h1 id="invoice-title" className="text-xl font-semibold text-slate-900">
            Invoice
          </h1>
          <TabList aria-label="Invoice lists" className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {INVOICE_LIST_TABS.map((tab) => (
              <Tab
                key={tab.flag}
                className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-600 hover:text-slate-900 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm"
              >
                {tab.label}
              </Tab>
            ))}
          </TabList>
        </header>
        <TabPanels className="flex min-h-0 flex-1 flex-col">
          {INVOICE_LIST_TABS.map((tab) => (
            <TabPanel key={tab.flag} className="flex min-h-0 flex-1 flex-col">
              {filter ? (
                <InvoiceListPanel
                  tab={tab}
                  filter={filter}
                  onFilterChange={(next) => void setFilter(next)}
                />
              ) : (
                <ReadingFilter tab={tab} />
              )}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </section>
  )
}

/** While the saved filter is read (a moment): the tab's default months, loading. */
function ReadingFilter({ tab }: { tab: InvoiceListTab }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col pt-13">
      <BoardPlaceholder
        kind="loading"
        columnNames={invoiceListMonths(unfilteredInvoiceList(tab.flag), new Date()).map(monthTitle)}
        onRetry={() => undefined}
        noun="invoices"
      />
    </div>
  )
}
