/**
 * The deal detail (/deals?tab=detail&deal=<id>): read from IndexedDB (the pulled detail with the
 * card's local changes on top), so an opened deal browses offline with "as of". Header with the
 * stage age strip and the actions Back, Won, Lost, Delete (a Lost deal: Back and Reopen); the Deal
 * Journal on the right. Stable hooks: `data-deal-detail`, `data-detail-sync`, `data-stage-age`.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Profile } from '../../contract/auth.ts'
import type { DealDetail } from '../../contract/deals.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { Button } from '../../ui/Button.tsx'
import { DocumentsCard } from '../documents/index.ts'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { ProposalCard, UploadProposalButton, useDealProposal } from '../proposals/index.ts'
import { AddVisitButton } from '../visits/index.ts'
import { SyncMark } from '../../app/sync/SyncMark.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { CardOnlyDetail } from './CardOnlyDetail.tsx'
import { ClientInfoCard } from './clientInfo/ClientInfoCard.tsx'
import { changeDealState, confirmDeleteDeal, type ActionTarget } from './dealActionFlow.ts'
import {
  dayText,
  dealDetailHeader,
  type DealDetailHeader,
} from '../../entities/deals/dealDetailHeader.ts'
import { DealJournal } from './DealJournal.tsx'
import type { DealSectionProps } from '../../entities/deals/dealSectionProps.ts'
import { OwnersCard } from './owners/OwnersCard.tsx'
import { ProbabilityDialog } from './ProbabilityDialog.tsx'
import { DealNameTitle } from './rename/DealNameTitle.tsx'
import { StatusUpdateCard } from './StatusUpdateCard.tsx'
import { useDealDetail, useDealDetailPull, type DealDetailData } from './useDealDetail.ts'

interface DealDetailScreenProps {
  dealId: number
  onBack: () => void
}

export function DealDetailScreen({ dealId, onBack }: DealDetailScreenProps) {
  const session = useSession()
  const data = useDealDetail(dealId)
  const pull = useDealDetailPull(dealId, data)
  const offline = useOffline()
  if (!session) return null
  const asOf = <AsOfNote fetchedAt={data?.fetchedAt} offline={offline} pull={pull} />
  if (data?.deleted) {
    return (
      <section className="flex flex-col gap-4" data-deal-detail="deleted">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          {data.ops.length > 0 && (
            <div className="ml-auto">
              <SyncMark
                sync={data.sync}
                ops={data.ops}
                title={data.card?.dealName ?? data.detail?.name ?? 'Deal'}
                stateAttribute="data-detail-sync"
              />
            </div>
          )}
        </div>
        <p className="rounded-xl bg-white px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
          {data.ops.length > 0
            ? 'This deal was deleted on this device; the delete is sent when the device is online.'
            : 'This deal was deleted.'}
        </p>
      </section>
    )
  }
  if (!data?.detail) {
    const waiting = data === undefined || pull.pulling || (!pull.failed && !offline)
    const cardOnly = !waiting && data?.card !== undefined && data.onServer !== false
    return (
      <section
        className="flex flex-col gap-4"
        data-deal-detail={cardOnly ? 'card-only' : 'missing'}
      >
        <div>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        </div>
        {cardOnly && data?.card ? (
          <CardOnlyDetail card={data.card} />
        ) : (
          <p className="rounded-xl bg-white px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
            {data?.onServer === false
              ? 'This deal was added on this device and is waiting to be sent. It opens here once it is synced.'
              : waiting
                ? 'Loading the deal...'
                : 'This deal has not been opened on this device yet. Connect to load it.'}
          </p>
        )}
        {asOf}
      </section>
    )
  }
  return (
    <DealDetailView
      data={{ ...data, detail: data.detail }}
      profile={session.profile}
      asOf={asOf}
      onBack={onBack}
    />
  )
}

interface DealDetailViewProps {
  data: DealDetailData & { detail: DealDetail }
  profile: Profile
  asOf: React.ReactNode
  onBack: () => void
}

function DealDetailView({ data, profile, asOf, onBack }: DealDetailViewProps) {
  const { detail, card } = data
  const header = dealDetailHeader(detail, card, { id: profile.id, roleId: profile.roleId })
  // A proposal saved on this device (even unsent) gives the deal its invoice periods for Won.
  const proposal = useDealProposal(detail.id, detail)
  const target: ActionTarget = {
    dealId: detail.id,
    name: header.name,
    userId: profile.id,
    invoiceSource: { proposal },
  }
  const section: DealSectionProps = {
    detail,
    card,
    header,
    profile,
    ops: data.ops,
    sync: data.sync,
  }
  const [probabilityOpen, setProbabilityOpen] = useState(false)
  const remove = async () => {
    if (await confirmDeleteDeal(target)) onBack()
  }
  return (
    <section
      aria-labelledby="deal-detail-title"
      className="flex flex-col gap-4"
      data-deal-detail={detail.id}
      data-deal-state={header.state}
    >
      <div className="flex flex-wrap items-center gap-2">
        <DetailActions header={header} target={target} onBack={onBack} onDelete={remove} />
        <UploadProposalButton {...section} />
        <AddVisitButton {...section} />
        <div className="ml-auto flex items-center gap-3">
          <SyncMark
            sync={data.sync}
            ops={data.ops}
            title={header.name}
            stateAttribute="data-detail-sync"
          />
          {asOf}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <HeaderCard section={section} onEditProbability={() => setProbabilityOpen(true)} />
          <ClientInfoCard {...section} />
          <OwnersCard {...section} />
          <ProposalCard {...section} />
          <DocumentsCard {...section} />
          <StatusUpdateCard
            dealId={detail.id}
            userId={profile.id}
            firstname={profile.name.split(' ')[0] ?? profile.name}
            canEdit={header.canEdit}
          />
        </div>
        <DealJournal history={detail.history} dealId={detail.id} />
      </div>
      {probabilityOpen && (
        <ProbabilityDialog
          dealId={detail.id}
          probability={header.probability}
          userId={profile.id}
          onClose={() => setProbabilityOpen(false)}
        />
      )}
    </section>
  )
}

interface DetailActionsProps {
  header: DealDetailHeader
  target: ActionTarget
  onBack: () => void
  onDelete: () => Promise<void>
}

function DetailActions({ header, target, onBack, onDelete }: DetailActionsProps) {
  const navigate = useNavigate()
  const has = (action: DealDetailHeader['actions'][number]) => header.actions.includes(action)
  return (
    <>
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
      {has('won') && <Button onClick={() => void changeDealState('won', target)}>Won</Button>}
      {has('lost') && (
        <Button variant="secondary" onClick={() => void changeDealState('lost', target)}>
          Lost
        </Button>
      )}
      {has('reopen') && (
        <Button onClick={() => void changeDealState('reopen', target)}>Reopen</Button>
      )}
      {has('addToBeInvoice') && (
        <Button
          onClick={() =>
            void navigate({ to: '/invoices', search: { form: 'tobe', deal: target.dealId } })
          }
        >
          Add To Be Invoice
        </Button>
      )}
      {has('delete') && (
        <Button variant="danger" onClick={() => void onDelete()}>
          Delete
        </Button>
      )}
    </>
  )
}

interface HeaderCardProps {
  section: DealSectionProps
  onEditProbability: () => void
}

function HeaderCard({ section, onEditProbability }: HeaderCardProps) {
  const { header } = section
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0">
          <DealNameTitle {...section} />
          <p className="text-sm text-slate-600">
            <span className="sr-only">Client company </span>
            {header.company}
          </p>
          <p className="text-sm text-slate-500">
            <span className="sr-only">Client contact </span>
            {header.contact}
          </p>
        </div>
        <dl className="ml-auto flex gap-6 text-sm">
          <div>
            <dt className="text-xs text-slate-500">Probability</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-probability>
              {header.canEdit ? (
                <button
                  type="button"
                  onClick={onEditProbability}
                  className="rounded text-brand-700 underline-offset-2 hover:underline"
                  aria-label={`Probability ${header.probabilityText}: change`}
                >
                  {header.probabilityText}
                </button>
              ) : (
                header.probabilityText
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Age</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{header.ageText}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">State</dt>
            <dd className="font-semibold text-slate-900">{header.state}</dd>
          </div>
        </dl>
      </div>
      <ol className="grid grid-cols-5 gap-2" aria-label="Age per stage">
        {header.stageAges.map((age) => (
          <li
            key={age.label}
            data-stage-age={age.label}
            data-current-stage={age.current || undefined}
            aria-current={age.current ? 'step' : undefined}
            className={`rounded-lg px-2 py-2 text-center ring-1 ${
              age.current ? 'bg-brand-50 ring-brand-300' : 'bg-slate-50 ring-slate-200'
            }`}
          >
            <p
              className={`truncate text-[11px] ${age.current ? 'font-semibold text-brand-800' : 'text-slate-500'}`}
              title={age.label}
            >
              {age.label}
            </p>
            <p className="text-sm font-semibold text-slate-900 tabular-nums">{dayText(age.days)}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
