import type { Course, CourseSession } from '@huron/shared/content';
import { z } from 'zod';

export const courseSessionSchema = z
  .object({
    code: z.string(),
    format: z.string(),
    schedule: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    mode: z.enum(['online', 'blended']),
    times: z.string().nullable(),
  })
  .meta({ id: 'ContentCourseSession' }) satisfies z.ZodType<CourseSession>;

export const courseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    feeCents: z.number().int().describe('Integer cents: 14900 is $149.00'),
    highlights: z.array(z.string()),
    curriculum: z.array(z.string()),
    sessions: z.array(courseSessionSchema),
  })
  .meta({ id: 'ContentCourse' }) satisfies z.ZodType<Course>;

export const courseListSchema = z.array(courseSchema).meta({ id: 'ContentCourseList' });
