/** A table cell of free text: cut to one line (the whole text in its tooltip), '-' when empty. */
export function TextCell({ text, strong = false }: { text: string; strong?: boolean }) {
  return (
    <td
      className={`max-w-48 truncate py-2.5 pr-3 ${strong ? 'font-medium text-slate-900' : 'text-slate-700'}`}
      title={text || undefined}
    >
      {text || '-'}
    </td>
  )
}
