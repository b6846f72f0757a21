import { uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { ACCEPTED, upload } from '../uploads/upload-fixtures';

export const pdf = ACCEPTED.find((f) => f.type === 'application/pdf')!;
export const docx = ACCEPTED.find((f) => f.file.endsWith('.docx'))!;
export const jpeg = ACCEPTED.find((f) => f.type === 'image/jpeg')!;

/** Uploads a résumé file and returns its upload id. */
export async function uploadResume(t: AuthTestApp, file: { file: string; content: Buffer } = pdf): Promise<string> {
  const res = await upload(t.baseUrl, file.file, file.content);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  return res.body['id'] as string;
}

/** A valid application for the first job on /careers, with a fresh résumé upload. */
export async function validApplication(t: AuthTestApp, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return {
    jobId: 'experienced-tax-preparer',
    name: 'Katherine Johnson',
    email: uniqueEmail('applicant'),
    phone: '(313) 555-0142',
    resume: await uploadResume(t),
    coverNote: 'Six seasons of individual returns at a Dearborn practice; available from January.',
    website: '',
    startedAt: Date.now() - 60_000,
    ...overrides,
  };
}
