import { z } from 'zod';

/** On a lead's staff view: the language of the page it came from (issue 46); the client's mails are written in it. */
export const leadLocaleSchema = z
  .enum(['en', 'es', 'ar'])
  .meta({ id: 'LeadLocale', description: "The language of the page the lead came from (en, es or ar); the client's mails are written in it" });
