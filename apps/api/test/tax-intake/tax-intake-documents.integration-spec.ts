import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { ACCEPTED, upload } from '../uploads/upload-fixtures';
import { apiCall, staffMember, validIntake } from './tax-intake-http';

describe('tax intake documents (uploads claimed in the submission)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it('claims the uploaded documents, lists them for staff, and refuses them for a second intake naming documents.0', async () => {
    const pdf = ACCEPTED[0]!;
    const png = ACCEPTED[2]!;
    const first = await upload(t.baseUrl, pdf.file, pdf.content);
    const second = await upload(t.baseUrl, png.file, png.content);
    expect([first.status, second.status]).toEqual([201, 201]);
    const ids = [first.body['id'] as string, second.body['id'] as string];

    const intake = await apiCall(t, 'POST', '/intake/tax-info', { body: validIntake({ documents: ids }) });
    expect(intake.status).toBe(201);

    const staff = await staffMember(t);
    const detail = await apiCall<{ documents: Array<{ id: string; name: string; type: string }> }>(
      t,
      'GET',
      `/admin/tax-intakes/${intake.body['id'] as string}`,
      { token: staff.token },
    );
    expect(detail.body.documents.map((d) => d.id).sort()).toEqual([...ids].sort());

    const again = await apiCall(t, 'POST', '/intake/tax-info', { body: validIntake({ documents: [ids[0]] }) });
    expect(again.status).toBe(422);
    expect((again.body['errors'] as Array<{ field: string }>).map((e) => e.field)).toEqual(['documents.0']);
  });
});
