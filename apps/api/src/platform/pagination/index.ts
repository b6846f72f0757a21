export { decodeCursor, encodeCursor, type KeysetPosition } from './keyset-cursor';
export { applyKeyset, fetchKeysetPage, keysetDirection, keysetPage } from './keyset-page';
