const counts = new Intl.NumberFormat('en-US')

/**
 * 12345 -> '12,345', 2.5 -> '2.5': counts as progress and file lines write them. One formatter for
 * all: `toLocaleString` makes a new one each call, and a fill's progress is drawn at every step.
 */
export const countText = (value: number): string => counts.format(value)
