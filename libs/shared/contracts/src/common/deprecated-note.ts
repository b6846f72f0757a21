/** The OpenAPI words of the lead records' old `note` field in their PATCH bodies (kept one release; see client-records). */
export const DEPRECATED_NOTE = {
  deprecated: true,
  description: 'Deprecated: the former single internal note, which no screen shows any more; add an append-only note with POST /api/admin/{kind}/{id}/notes',
} as const;
