import type { EntitySyncState } from '../../sync/syncState.ts'
import { ClientSyncMark } from './ClientSyncMark.tsx'

/** A list row's first cell: the client's or contact's name and its sync mark. */
export function NameCell(props: { name: string; state: EntitySyncState; onOpenSync: () => void }) {
  return (
    <td className="py-2.5 pr-3 font-medium text-slate-900">
      <span className="flex items-center gap-2">
        {props.name}
        <ClientSyncMark state={props.state} name={props.name} onOpen={props.onOpenSync} />
      </span>
    </td>
  )
}
