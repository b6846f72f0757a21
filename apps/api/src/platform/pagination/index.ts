export { decodeCursor, encodeCursor, type CursorPosition, type KeysetPosition } from './keyset-cursor';
export { applyKeyset, cursorCreatedAt, fetchKeysetPage, keysetDirection, keysetPage } from './keyset-page';
