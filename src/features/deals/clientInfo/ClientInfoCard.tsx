/**
 * The Client Information card of the deal detail: company, contact and members (the card's
 * pending client info on top of the pulled detail), a Detail Client link opening the company's
 * client form, and, where the person may edit (dealDetailActions 'editClientInfo'), an Edit that
 * turns the card into its form. Stable hook: `data-client-info-card`.
 */
import { lazy, Suspense, useState } from 'react'
import { Button } from '../../../ui/Button.tsx'
import type { DealSectionProps } from '../../../entities/deals/dealSectionProps.ts'
import { DetailCard } from '../../../ui/DetailCard.tsx'
import { clientInfoShown } from './clientInfoModel.ts'
import { ClientInfoEditor } from './ClientInfoEditor.tsx'

const ClientDetailDialog = lazy(() =>
  import('./ClientDetailDialog.tsx').then((module) => ({ default: module.ClientDetailDialog })),
)

export function ClientInfoCard(props: DealSectionProps) {
  const { detail, card, header } = props
  const [editing, setEditing] = useState(false)
  const [seeingClient, setSeeingClient] = useState(false)
  const info = clientInfoShown(detail, card)
  const canEdit = header.actions.includes('editClientInfo')
  return (
    <DetailCard
      title="Client Information"
      hooks={{ 'data-client-info-card': detail.id }}
      aside={
        <>
          <button
            type="button"
            onClick={() => setSeeingClient(true)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Detail Client
          </button>
          {canEdit && !editing && (
            <Button
              variant="secondary"
              className="ml-auto"
              onClick={() => setEditing(true)}
              aria-label="Edit client information"
            >
              Edit
            </Button>
          )}
        </>
      }
    >
      {editing ? (
        <ClientInfoEditor {...props} info={info} onDone={() => setEditing(false)} />
      ) : (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <Fact label="Company" value={info.clientCompany.text} />
          <Fact label="Contact" value={info.clientContact?.text} />
          <Fact
            label="Members"
            value={info.clientMembers.map((member) => member.text).join(', ')}
          />
        </dl>
      )}
      {seeingClient && (
        <Suspense fallback={null}>
          <ClientDetailDialog
            clientId={info.clientCompany.id}
            onClose={() => setSeeingClient(false)}
          />
        </Suspense>
      )}
    </DetailCard>
  )
}

function Fact({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value || '-'}</dd>
    </div>
  )
}
