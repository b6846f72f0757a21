import { z } from 'zod';

export const profileIdSchema = z.uuid().meta({ id: 'ProfileId', description: 'The user id, which is also the profile id' });

export const profileSchema = z
  .object({
    id: z.uuid(),
    email: z.email(),
    fullName: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Profile', description: 'The person behind an account' });

export const myProfileSchema = profileSchema
  .extend({ roles: z.array(z.string()), aal: z.enum(['aal1', 'aal2']) })
  .meta({ id: 'MyProfile', description: "The signed-in person's profile, roles (e.g. staff) and assurance level" });

export type Profile = z.infer<typeof profileSchema>;
export type MyProfile = z.infer<typeof myProfileSchema>;
