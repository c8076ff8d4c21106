/** A board's drag sensors: the pointer after a few pixels (a click stays a click), the keyboard. */
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCodes,
} from '@dnd-kit/core'
import { boardKeyboardCoordinates } from './boardDnd.ts'

/** A pointer drag starts after this many pixels, so a click stays a click. */
export const DRAG_ACTIVATION_DISTANCE = 5

/** `keyboardCodes`: the keys that pick up, drop and cancel (dnd-kit's own by default). */
export function useBoardSensors(keyboardCodes?: KeyboardCodes) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      ...(keyboardCodes ? { keyboardCodes } : {}),
    }),
  )
}
