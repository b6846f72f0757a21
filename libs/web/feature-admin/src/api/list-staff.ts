import { queryClient } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { listPeople } from './list-people';

/** GET /api/admin/people?staff=true: the staff members an engagement can be assigned to (first hundred by email). */
export const staffMembersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'staff-members'],
    queryFn: async () => (await listPeople({ staff: 'true', limit: '100', order: 'oldest' })).items.map(({ id, email, fullName }) => ({ id, email, fullName })),
    staleTime: 5 * 60_000,
  });

export const useStaffMembers = () => useQuery(staffMembersQueryOptions(), queryClient);
