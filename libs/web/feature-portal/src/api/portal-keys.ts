import { queryClient } from '@huron/web/data-access/api';

/**
 * The portal's query keys, under the signed-in user, so another account signing in on this tab never sees the
 * previous one's data; a change invalidates what it may have changed (an answered request leaves the overview).
 */
export const portalKeys = {
  all: (userId: string) => ['portal', userId] as const,
  overview: (userId: string) => ['portal', userId, 'overview'] as const,
  engagements: (userId: string) => ['portal', userId, 'engagements'] as const,
  engagement: (userId: string, id: string) => ['portal', userId, 'engagements', id] as const,
  requests: (userId: string, engagementId: string) => ['portal', userId, 'engagements', engagementId, 'requests'] as const,
  messages: (userId: string, engagementId: string) => ['portal', userId, 'engagements', engagementId, 'messages'] as const,
  invoices: (userId: string) => ['portal', userId, 'invoices'] as const,
  signatures: (userId: string) => ['portal', userId, 'signatures'] as const,
};

/** After a change to a document request: the item, the return (its count of open items) and the overview change with it. */
export const refreshAfterRequestChange = (userId: string, engagementId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: portalKeys.requests(userId, engagementId) }),
    queryClient.invalidateQueries({ queryKey: portalKeys.overview(userId) }),
    queryClient.invalidateQueries({ queryKey: portalKeys.engagements(userId) }),
  ]);
