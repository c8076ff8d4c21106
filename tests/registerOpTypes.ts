// The app registers its entity modules' op types at start (src/main.tsx); tests of the engine
// and of the server's devices do the same before any of them runs.
import '../src/entities/syncRegistry.ts'
import { loadEntityOpTypes } from '../src/entities/opTypes.ts'

await loadEntityOpTypes()
