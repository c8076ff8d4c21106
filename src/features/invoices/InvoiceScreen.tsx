/**
 * /invoices (core-spec "Invoice screens"): the inner tabs 'To be Invoice' and 'Invoiced' (in the
 * address's `tab`), each showing the Filter (tribe, deal period, segment, RM; one filter for both
 * tabs, kept per user), Export To Excel, five month columns of invoice cards and the footer total,
 * read only from IndexedDB, so both open offline once the briefcase was filled. Add opens the
 * invoice form (add_invoice); a card's menu opens its other forms (the address's `form`).
 */
import { monthTitle } from '../../domain/dates.ts'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { Profile } from '../../contract/auth.ts'
import { canAddDeal } from '../../domain/permissions.ts'
import type { InvoiceTabName } from './invoicesSearch.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { whenIdle } from '../../ui/whenIdle.ts'
import { BoardPlaceholder, useActor, useSavedFilter } from '../pipeline/index.ts'
import { INVOICE_FILTER_STORE, invoiceListMonths } from './invoiceFilter.ts'
import {
  INVOICE_LIST_TABS,
  unfilteredInvoiceList,
  type InvoiceListTab,
} from '../../entities/invoices/invoiceLists.ts'
import { InvoiceFormScreen } from './form/InvoiceFormScreen.tsx'
import { InvoiceListPanel } from './InvoiceListPanel.tsx'

export function InvoiceScreen() {
  const session = useSession()
  const search = useSearch({ from: '/app/invoices' })
  if (!session) return null
  // The lists stay mounted under a form, so Back or Save shows them at once.
  return (
    <>
      {search.form && <InvoiceFormScreen profile={session.profile} search={search} />}
      <div hidden={search.form !== undefined} className="contents">
        <InvoicePage
          profile={session.profile}
          tab={search.tab ?? 'tobe'}
          focus={search.focus ?? null}
        />
      </div>
    </>
  )
}

/** The longest the other tab waits for an idle moment before it is mounted. */
const OTHER_TAB_WAIT_MS = 2000

interface InvoicePageProps {
  profile: Profile
  tab: InvoiceTabName
  /** The invoice brought into view (just saved or moved). */
  focus: number | null
}

function InvoicePage({ profile, tab: shown, focus }: InvoicePageProps) {
  const navigate = useNavigate()
  const actor = useActor(profile)
  const { filter, setFilter } = useSavedFilter(profile.id, INVOICE_FILTER_STORE)
  const selectedIndex = Math.max(
    0,
    INVOICE_LIST_TABS.findIndex((tab) => tab.name === shown),
  )
  // A tab once shown stays mounted (hidden), so going back to it costs no new read; the other tab
  // is mounted too once the shown tab's board is on screen and the browser is idle, so its first
  // click (or a Save that moves an invoice there) shows it at once.
  const [visited, setVisited] = useState<ReadonlySet<InvoiceTabName>>(() => new Set([shown]))
  if (!visited.has(shown)) setVisited(new Set([...visited, shown]))
  const [boardShown, setBoardShown] = useState(false)
  useEffect(() => {
    if (!boardShown) return
    return whenIdle(
      () => setVisited(new Set(INVOICE_LIST_TABS.map((tab) => tab.name))),
      OTHER_TAB_WAIT_MS,
    )
  }, [boardShown])
  const showTab = (index: number) =>
    void navigate({ to: '/invoices', search: { tab: INVOICE_LIST_TABS[index]?.name ?? 'tobe' } })
  return (
    <section
      aria-labelledby="invoice-title"
      className="flex h-[calc(100dvh-7rem)] min-h-[30rem] flex-col"
    >
      <TabGroup
        selectedIndex={selectedIndex}
        onChange={showTab}
        className="flex min-h-0 flex-1 flex-col gap-3"
      >
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
          {canAddDeal(actor) && (
            <Button
              className="ml-auto"
              onClick={() =>
                void navigate({ to: '/invoices', search: { tab: shown, form: 'add' } })
              }
            >
              <PlusIcon className="size-4" />
              Add
            </Button>
          )}
        </header>
        <TabPanels className="flex min-h-0 flex-1 flex-col">
          {INVOICE_LIST_TABS.map((tab) => (
            <TabPanel key={tab.flag} unmount={false} className="flex min-h-0 flex-1 flex-col">
              {!visited.has(tab.name) ? null : filter ? (
                <InvoiceListPanel
                  tab={tab}
                  filter={filter}
                  onFilterChange={(next) => void setFilter(next)}
                  actor={actor}
                  focus={focus}
                  onBoardShown={() => setBoardShown(true)}
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
