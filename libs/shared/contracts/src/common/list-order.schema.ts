import { z } from 'zod/mini';

// zod/mini, so that the payments domain (which public pages load) can use it without the full zod.

export const LIST_ORDERS = ['newest', 'oldest'] as const;

/** `?order=` of the staff lists: by date, newest first (the default) or oldest first. */
export const listOrderSchema = z
  .enum(LIST_ORDERS)
  .register(z.globalRegistry, { id: 'ListOrder', description: 'By date: newest first (the default) or oldest first' });

export type ListOrder = z.infer<typeof listOrderSchema>;

export const LIST_SORTS = ['name', '-name'] as const;

/** `?sort=` of the lead lists: by name A to Z (`name`) or Z to A (`-name`) instead of by date; `order` then does not apply. */
export const listSortSchema = z
  .enum(LIST_SORTS)
  .register(z.globalRegistry, { id: 'ListSort', description: 'By name, A to Z (name) or Z to A (-name), instead of by date' });

export type ListSort = z.infer<typeof listSortSchema>;
