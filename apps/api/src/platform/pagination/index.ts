export { decodeCursor, encodeCursor, type KeysetPosition } from './keyset-cursor';
export { applyKeyset, fetchKeysetPage, keysetPage } from './keyset-page';
