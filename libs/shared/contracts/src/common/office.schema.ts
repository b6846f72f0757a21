import { z } from 'zod';

/** Office slugs of libs/shared/content (offices.ts), plus 'remote' for phone or video. */
export const OFFICES = ['dearborn', 'ypsilanti', 'ann-arbor', 'remote'] as const;

/** Which office a record belongs to ('officeSchema' is content's office page data, hence the longer name). */
export const officeIdSchema = z.enum(OFFICES).meta({ id: 'Office', description: "An office, or 'remote' (phone or video)" });

export type Office = z.infer<typeof officeIdSchema>;
