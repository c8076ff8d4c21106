/**
 * /invoices (core-spec "Invoice screens"): the inner tabs 'To be Invoice' and 'Invoiced', held in
 * state, each showing five month columns of invoice cards and the footer total, read only from
 * IndexedDB, so both open offline once the briefcase was filled. Read only for now: the Filter,
 * Export To Excel and Add buttons and the invoice form come with the writes.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { INVOICE_LIST_TABS } from './invoiceLists.ts'
import { InvoiceListPanel } from './InvoiceListPanel.tsx'

export function InvoiceScreen() {
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
              <InvoiceListPanel tab={tab} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </section>
  )
}
