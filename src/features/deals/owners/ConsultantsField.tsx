/** Consultant (multi) of the Owners dialog: a checkbox per person, in a scrolling box. */
import type { MasterRm } from '../../../contract/master.ts'

interface ConsultantsFieldProps {
  people: readonly MasterRm[]
  chosenIds: readonly number[]
  onChange: (ids: number[]) => void
}

export function ConsultantsField({ people, chosenIds, onChange }: ConsultantsFieldProps) {
  const toggle = (userId: number, on: boolean) =>
    onChange(on ? [...chosenIds, userId] : chosenIds.filter((id) => id !== userId))
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">Consultant</legend>
      <div className="max-h-40 space-y-1 overflow-y-auto rounded-lg p-2 ring-1 ring-slate-300 ring-inset">
        {people.map((person) => (
          <label
            key={person.userId}
            className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-1 text-sm text-slate-700 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              className="accent-brand-700"
              checked={chosenIds.includes(person.userId)}
              onChange={(event) => toggle(person.userId, event.target.checked)}
            />
            {person.name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
