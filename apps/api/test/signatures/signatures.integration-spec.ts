import { SIGNATURE_CONSENT_VERSION } from '@huron/shared/contracts';
import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { startLocalTsa, type LocalTsa } from '../support/openssl-tsa';
import { registeredApiRoutes } from '../support/registered-routes';
import { sql } from '../support/sql';
import { apiCall, engagementFor, portalClient, staffMember, type PortalClient } from '../portal-messages/portal-http';
import { cmsPrint, flipOneByte, pdfCall, poppler, uploaded8879 } from './signature-http';

type Request = { id: string; status: string; signers: Array<{ id: string; role: string; signedAt: string | null; method: string | null }> };

const CONSENT = { version: SIGNATURE_CONSENT_VERSION, accepted: true };
const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const inYears = (years: number) => `${new Date().getUTCFullYear() + years}-06-30`;

describe('electronic signatures: engagement letters and Form 8879 (issue 47)', () => {
  let t: AuthTestApp;
  let tsa: LocalTsa;
  let staff: { id: string; token: string };
  let client: PortalClient;
  let spouse: PortalClient;
  let other: PortalClient;
  let engagement: string;

  beforeAll(async () => {
    tsa = await startLocalTsa();
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test', SIGNATURE_TSA_URL: tsa.url });
    staff = await staffMember(t);
    client = await portalClient(t, 'taxpayer');
    spouse = await portalClient(t, 'spouse');
    other = await portalClient(t, 'other');
    engagement = await engagementFor(t, client);
    // The spouse proved their own mailbox (the invitation's link does this in real life).
    await sql(t.database.url, 'INSERT INTO portal_mailbox_proofs (user_id, email) VALUES ($1, $2)', [spouse.id, spouse.email.toLowerCase()]);
  });
  afterAll(async () => {
    await t.close();
    await tsa.close();
  });

  const create = (body: unknown, id = engagement) => apiCall<Request>(t, 'POST', `/admin/engagements/${id}/signature-requests`, { token: staff.token, body });
  const consent = (id: string, token?: string, headers: Record<string, string> = {}) =>
    apiCall<Request>(t, 'POST', `/portal/signature-requests/${id}/consent`, { token, body: CONSENT, headers });
  const sign = (id: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
    apiCall<Request>(t, 'POST', `/portal/signature-requests/${id}/sign`, { token, body, headers });
  const letter = () =>
    create({
      kind: 'engagement-letter',
      scope: 'Federal Form 1040 and Michigan MI-1040 for 2025',
      feeCents: 35_000,
      signers: [{ role: 'taxpayer', name: 'Jordan Client' }],
    });

  it('a client consents and signs an engagement letter; the sealed PDF verifies in pdfsig, carries a timestamp and the audit page', async () => {
    const created = await letter();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', kind: 'engagement-letter', signers: [{ role: 'taxpayer', signedAt: null }] });
    const id = created.body.id;
    const taxpayer = created.body.signers[0]!.id;

    const listed = await apiCall<{ items: Request[] }>(t, 'GET', '/portal/signature-requests', { token: client.token });
    expect(listed.body.items.map((r) => r.id)).toContain(id);
    const preview = await pdfCall(t, `/portal/signature-requests/${id}/document`, { authorization: `Bearer ${client.token}` });
    expect(preview).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(await poppler('pdftotext', preview.body)).toContain('Jordan Client');

    const early = await sign(id, { signerId: taxpayer, typedName: 'Jordan Client', intent: true }, client.token);
    expect(early).toMatchObject({ status: 409, body: { code: 'signature_consent_required' } });
    expect((await consent(id, client.token)).status).toBe(200);
    const [stored] = await sql(t.database.url, 'SELECT consent_version FROM signature_signers WHERE id = $1', [taxpayer]);
    expect(stored).toEqual({ consent_version: SIGNATURE_CONSENT_VERSION });

    const signed = await sign(id, { signerId: taxpayer, typedName: 'Jordan Client', drawnSignature: PNG_1x1, intent: true }, client.token, {
      'user-agent': 'SignatureSpec/1.0',
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'completed', signers: [{ id: taxpayer, method: 'portal', signedAt: expect.any(String) }] });

    const pdf = await pdfCall(t, `/portal/signature-requests/${id}/signed`, { authorization: `Bearer ${client.token}` });
    expect(pdf.status).toBe(200);
    const report = await poppler('pdfsig', pdf.body);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature is Valid.');
    const cms = await cmsPrint(pdf.body);
    expect(cms).toContain('id-smime-aa-timeStampToken');
    // PAdES baseline B: the signing certificate is bound into the signed attributes (RFC 5035).
    expect(cms).toContain('id-smime-aa-signingCertificateV2');
    expect(tsa.answered()).toBeGreaterThanOrEqual(1);
    const tampered = await poppler('pdfsig', flipOneByte(pdf.body));
    expect(tampered).not.toContain('Signature is Valid.');
    expect(tampered).toMatch(/Signature is Invalid|Digest Mismatch/);

    const text = await poppler('pdftotext', pdf.body);
    for (const expected of [
      'Audit trail',
      client.email.toLowerCase(),
      'SignatureSpec/1.0',
      'password',
      '(UTC)',
      'America/Detroit',
      'before signing',
      'after signing',
    ]) {
      expect(text).toContain(expected);
    }

    // A second signature on a completed request is refused.
    const again = await sign(id, { signerId: taxpayer, typedName: 'Jordan Client', intent: true }, client.token);
    expect(again).toMatchObject({ status: 409, body: { code: 'signature_not_pending' } });

    const verified = await apiCall(t, 'GET', `/admin/signature-requests/${id}/verify`, { token: staff.token });
    expect(verified.body).toEqual({ valid: true, chainValid: true, documentValid: true, events: 4, brokenAt: null });
    const audited = await sql(t.database.url, `SELECT action FROM audit_log WHERE subject_id = $1 ORDER BY id`, [id]);
    expect(audited.map((row) => row['action'])).toEqual(['signature_request.created', 'signature_request.verified']);
  });

  it('the database refuses to change the audit trail; a row edited anyway breaks /verify; early deletion is refused', async () => {
    const created = await letter();
    const id = created.body.id;
    await consent(id, client.token);
    await sign(id, { signerId: created.body.signers[0]!.id, typedName: 'Jordan Client', intent: true }, client.token);
    await expect(sql(t.database.url, `UPDATE signature_events SET details = '{}' WHERE request_id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(sql(t.database.url, `DELETE FROM signature_requests WHERE id = $1`, [id])).rejects.toThrow(/kept for their retention period/);
    const [retain] = await sql<{ until: string }>(t.database.url, `SELECT signature_retain_until($1)::text AS until`, [id]);
    expect(new Date(retain!.until).getTime()).toBeGreaterThan(Date.now() + 2.9 * 365 * 86_400_000);

    await sql(
      t.database.url,
      `ALTER TABLE signature_events DISABLE TRIGGER signature_events_append_only;
       UPDATE signature_events SET details = details || '{"ip":"203.0.113.9"}' WHERE request_id = '${id}' AND type = 'signed';
       ALTER TABLE signature_events ENABLE TRIGGER signature_events_append_only;`,
    );
    const verified = await apiCall(t, 'GET', `/admin/signature-requests/${id}/verify`, { token: staff.token });
    expect(verified.body).toMatchObject({ valid: false, chainValid: false, documentValid: true, brokenAt: 3 });
  });

  it('Form 8879, married filing jointly, in the office: each spouse after a photo-ID check; neither can sign for the other', async () => {
    const uploadId = await uploaded8879(t);
    const created = await create({
      kind: 'form-8879',
      uploadId,
      signers: [
        { role: 'taxpayer', name: 'Jordan Client' },
        { role: 'spouse', name: 'Sam Client', email: spouse.email },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const taxpayer = created.body.signers.find((s) => s.role === 'taxpayer')!.id;
    const spouseSigner = created.body.signers.find((s) => s.role === 'spouse')!.id;

    // The spouse sees it in their own portal; remote 8879 signing is off (IRS identity verification).
    expect((await apiCall<{ items: Request[] }>(t, 'GET', '/portal/signature-requests', { token: spouse.token })).body.items.map((r) => r.id)).toContain(id);
    await consent(id, spouse.token);
    expect(await sign(id, { signerId: spouseSigner, typedName: 'Sam Client', intent: true }, spouse.token)).toMatchObject({
      status: 403,
      body: { code: 'remote_signing_disabled' },
    });
    // A spouse cannot sign for the other.
    expect((await sign(id, { signerId: taxpayer, typedName: 'Jordan Client', intent: true }, spouse.token)).status).toBe(404);

    const expired = await apiCall(t, 'POST', `/admin/signature-requests/${id}/in-office-session`, {
      token: staff.token,
      body: { signerId: taxpayer, idType: 'drivers-license', idLastFour: '1234', idExpiresOn: '2020-01-01' },
    });
    expect(expired).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'idExpiresOn' })] } });

    const kiosk = await apiCall<{ token: string }>(t, 'POST', `/admin/signature-requests/${id}/in-office-session`, {
      token: staff.token,
      body: { signerId: taxpayer, idType: 'drivers-license', idLastFour: '1234', idExpiresOn: inYears(2) },
    });
    expect(kiosk.status).toBe(201);
    const session = { 'X-Signing-Session': kiosk.body.token };
    expect((await pdfCall(t, `/portal/signature-requests/${id}/document`, session)).status).toBe(200);
    // The kiosk session is the taxpayer's only.
    expect((await sign(id, { signerId: spouseSigner, typedName: 'Sam Client', intent: true }, undefined, session)).status).toBe(404);
    expect((await consent(id, undefined, session)).status).toBe(200);
    const first = await sign(id, { signerId: taxpayer, typedName: 'Jordan Client', intent: true }, undefined, session);
    expect(first.body).toMatchObject({ status: 'pending', signers: expect.arrayContaining([expect.objectContaining({ id: taxpayer, method: 'in-office' })]) });
    // The session ended with the signature.
    expect((await pdfCall(t, `/portal/signature-requests/${id}/document`, session)).status).toBe(401);

    const second = await apiCall<{ token: string }>(t, 'POST', `/admin/signature-requests/${id}/in-office-session`, {
      token: staff.token,
      body: { signerId: spouseSigner, idType: 'passport', idLastFour: 'X987', idExpiresOn: inYears(5) },
    });
    const done = await sign(id, { signerId: spouseSigner, typedName: 'Sam Client', intent: true }, undefined, { 'X-Signing-Session': second.body.token });
    expect(done.body).toMatchObject({ status: 'completed' });
    const pdf = await pdfCall(t, `/portal/signature-requests/${id}/signed`, { authorization: `Bearer ${spouse.token}` });
    expect(await poppler('pdfsig', pdf.body)).toContain('Signature is Valid.');
    const text = await poppler('pdftotext', pdf.body);
    expect(text).toContain('photo ID (passport, number ending X987');
    expect(text).toContain('Sam Client');

    // Figures changed beyond the IRS tolerances: staff void (kept, marked void) and request again.
    const voided = await apiCall<Request>(t, 'POST', `/admin/signature-requests/${id}/void`, {
      token: staff.token,
      body: { reason: 'AGI changed after a corrected W-2', changedFigures: { incomeOrAgiCents: 12_000 } },
    });
    expect(voided.body).toMatchObject({ status: 'void' });
    expect(await sign(id, { signerId: spouseSigner, typedName: 'Sam Client', intent: true }, spouse.token)).toMatchObject({
      status: 409,
      body: { code: 'signature_not_pending' },
    });
    expect((await apiCall(t, 'POST', `/admin/signature-requests/${id}/void`, { token: staff.token, body: { reason: 'again' } })).status).toBe(409);
    const [kept] = await sql(t.database.url, `SELECT status, signed_upload_id IS NOT NULL AS "hasSigned" FROM signature_requests WHERE id = $1`, [id]);
    expect(kept).toEqual({ status: 'void', hasSigned: true });
    const trail = await sql(t.database.url, `SELECT type, details->>'beyondTolerance' AS beyond FROM signature_events WHERE request_id = $1 ORDER BY seq`, [
      id,
    ]);
    expect(trail.at(-1)).toEqual({ type: 'voided', beyond: 'true' });
  });

  it('a voided request cannot be signed, nor get a kiosk session', async () => {
    const created = await letter();
    const id = created.body.id;
    await consent(id, client.token);
    await apiCall(t, 'POST', `/admin/signature-requests/${id}/void`, { token: staff.token, body: { reason: 'Wrong fee' } });
    expect(await sign(id, { signerId: created.body.signers[0]!.id, typedName: 'Jordan Client', intent: true }, client.token)).toMatchObject({
      status: 409,
      body: { code: 'signature_not_pending' },
    });
    const kiosk = await apiCall(t, 'POST', `/admin/signature-requests/${id}/in-office-session`, {
      token: staff.token,
      body: { signerId: created.body.signers[0]!.id, idType: 'state-id', idLastFour: '5555', idExpiresOn: inYears(1) },
    });
    expect(kiosk.status).toBe(409);
  });

  it("another client's request is 404 on every portal route; anonymous is 401; clients are 403 on staff routes", async () => {
    const created = await letter();
    const id = created.body.id;
    const signerId = created.body.signers[0]!.id;
    expect((await pdfCall(t, `/portal/signature-requests/${id}/document`, { authorization: `Bearer ${other.token}` })).status).toBe(404);
    expect((await pdfCall(t, `/portal/signature-requests/${id}/signed`, { authorization: `Bearer ${other.token}` })).status).toBe(404);
    expect((await consent(id, other.token)).status).toBe(404);
    expect((await sign(id, { signerId, typedName: 'Jordan Client', intent: true }, other.token)).status).toBe(404);
    expect((await apiCall<{ items: Request[] }>(t, 'GET', '/portal/signature-requests', { token: other.token })).body.items).toEqual([]);
    // Every client route of the module is covered above (a new one needs a line here).
    const routes = registeredApiRoutes(t.app)
      .filter((route) => route.path.startsWith('/api/portal/signature-requests'))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(routes).toEqual([
      'GET /api/portal/signature-requests',
      'GET /api/portal/signature-requests/{id}/document',
      'GET /api/portal/signature-requests/{id}/signed',
      'POST /api/portal/signature-requests/{id}/consent',
      'POST /api/portal/signature-requests/{id}/sign',
    ]);
    const [row] = await sql(t.database.url, 'SELECT consent_version, signed_at FROM signature_signers WHERE id = $1', [signerId]);
    expect(row).toEqual({ consent_version: null, signed_at: null });

    expect((await apiCall(t, 'GET', '/portal/signature-requests')).status).toBe(401);
    expect((await consent(id)).status).toBe(401);
    expect((await sign(id, { signerId, typedName: 'x', intent: true })).status).toBe(401);
    expect((await sign(id, { signerId, typedName: 'x', intent: true }, undefined, { 'X-Signing-Session': 'made-up' })).status).toBe(401);
    expect((await pdfCall(t, `/portal/signature-requests/${id}/signed`)).status).toBe(401);
    expect((await apiCall(t, 'GET', `/admin/signature-requests/${id}/verify`, { token: client.token })).status).toBe(403);
    expect((await apiCall(t, 'POST', `/admin/signature-requests/${id}/void`, { token: client.token, body: { reason: 'x' } })).status).toBe(403);
    expect((await apiCall(t, 'GET', `/admin/signature-requests/00000000-0000-4000-8000-000000000000/verify`, { token: staff.token })).status).toBe(404);
  });

  it("staff list an engagement's requests, newest first, with signers, times, void reason and documents (audited)", async () => {
    const owner = await portalClient(t, 'listed');
    const own = await engagementFor(t, owner);
    const first = await create(
      { kind: 'engagement-letter', scope: 'Federal return', feeCents: 10_000, signers: [{ role: 'taxpayer', name: 'Other Client' }] },
      own,
    );
    const second = await create(
      { kind: 'engagement-letter', scope: 'Federal and Michigan returns', feeCents: 20_000, signers: [{ role: 'taxpayer', name: 'Other Client' }] },
      own,
    );
    await apiCall(t, 'POST', `/admin/signature-requests/${first.body.id}/void`, { token: staff.token, body: { reason: 'Wrong fee' } });
    await consent(second.body.id, owner.token);
    await sign(second.body.id, { signerId: second.body.signers[0]!.id, typedName: 'Other Client', intent: true }, owner.token);

    const listed = await apiCall<{ items: Array<Request & Record<string, unknown>>; truncated: boolean }>(
      t,
      'GET',
      `/admin/engagements/${own}/signature-requests`,
      { token: staff.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.truncated).toBe(false);
    expect(listed.body.items.map((r) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(listed.body.items[0]).toMatchObject({
      kind: 'engagement-letter',
      status: 'completed',
      completedAt: expect.any(String),
      signedUploadId: expect.any(String),
      signers: [{ role: 'taxpayer', name: 'Other Client', signedAt: expect.any(String), method: 'portal', you: false }],
    });
    expect(listed.body.items[1]).toMatchObject({ status: 'void', voidReason: 'Wrong fee', voidedAt: expect.any(String), signedUploadId: null });
    // The signed copy opens with the staff upload link.
    const link = await apiCall<{ url: string }>(t, 'GET', `/admin/uploads/${listed.body.items[0]!['signedUploadId'] as string}/link`, { token: staff.token });
    const signed = await fetch(link.body.url.replace('http://site.test', t.baseUrl));
    expect(await poppler('pdfsig', Buffer.from(await signed.arrayBuffer()))).toContain('Signature is Valid.');

    const [audited] = await sql(t.database.url, `SELECT action, subject_type FROM audit_log WHERE subject_id = $1 ORDER BY id DESC LIMIT 1`, [own]);
    expect(audited).toEqual({ action: 'signature_request.listed', subject_type: 'engagement' });
    // Another engagement's list holds none of these; an unknown engagement is 404, a client 403, anonymous 401.
    const mine = await apiCall<{ items: Request[] }>(t, 'GET', `/admin/engagements/${engagement}/signature-requests`, { token: staff.token });
    expect(mine.body.items.map((r) => r.id)).not.toContain(first.body.id);
    expect((await apiCall(t, 'GET', '/admin/engagements/00000000-0000-4000-8000-000000000000/signature-requests', { token: staff.token })).status).toBe(404);
    expect((await apiCall(t, 'GET', '/admin/engagements/not-a-uuid/signature-requests', { token: staff.token })).status).toBe(400);
    expect((await apiCall(t, 'GET', `/admin/engagements/${own}/signature-requests`, { token: owner.token })).status).toBe(403);
    expect((await apiCall(t, 'GET', `/admin/engagements/${own}/signature-requests`)).status).toBe(401);
  });

  it("an Arabic-speaking client's letter and audit-trail page are in Arabic, extractable in reading order; the seal still verifies", async () => {
    const arabic = await portalClient(t, 'arabic');
    await sql(t.database.url, `UPDATE auth.users SET raw_user_meta_data = raw_user_meta_data || '{"locale":"ar"}' WHERE id = $1`, [arabic.id]);
    const own = await engagementFor(t, arabic);
    const created = await create(
      { kind: 'engagement-letter', scope: 'الإقرار الفيدرالي Form 1040', feeCents: 35_000, signers: [{ role: 'taxpayer', name: 'ليلى حداد' }] },
      own,
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const [row] = await sql(t.database.url, 'SELECT locale FROM signature_requests WHERE id = $1', [id]);
    expect(row).toEqual({ locale: 'ar' });
    // Words as read back: without pdftotext's bidi marks and punctuation (placed at a run's edge), spaces collapsed.
    const words = (text: string) =>
      text
        .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
        .replace(/[،.,:;]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const preview = await pdfCall(t, `/portal/signature-requests/${id}/document`, { authorization: `Bearer ${arabic.token}` });
    const letterText = words(await poppler('pdftotext', preview.body));
    expect(letterText).toContain('ليلى حداد');
    expect(letterText).toContain('بتوقيعك أدناه فإنك توافق على هذه الشروط');

    await consent(id, arabic.token);
    const signed = await sign(id, { signerId: created.body.signers[0]!.id, typedName: 'ليلى حداد', intent: true }, arabic.token);
    expect(signed.body.status).toBe('completed');
    const pdf = await pdfCall(t, `/portal/signature-requests/${id}/signed`, { authorization: `Bearer ${arabic.token}` });
    expect(await poppler('pdfsig', pdf.body)).toContain('Signature is Valid.');
    const sealedText = words(await poppler('pdftotext', pdf.body));
    expect(sealedText).toContain('سجل التدقيق');
    expect(sealedText).toContain('وقّع باسم ليلى حداد');
    expect(sealedText).toContain('America/Detroit');
  });

  it('bad bodies are 400 naming the field', async () => {
    const fieldOf = (res: { status: number; body: Record<string, unknown> }) => {
      expect(res.status).toBe(400);
      return ((res.body['errors'] as Array<{ field: string }>) ?? []).map((e) => e.field);
    };
    expect(fieldOf(await create({}))).toContain('kind');
    expect(fieldOf(await create({ kind: 'engagement-letter', feeCents: 100, signers: [{ role: 'taxpayer', name: 'A' }] }))).toContain('scope');
    expect(fieldOf(await create({ kind: 'form-8879', signers: [{ role: 'taxpayer', name: 'A' }] }))).toContain('uploadId');
    expect(fieldOf(await create({ kind: 'engagement-letter', scope: 'x', feeCents: -1, signers: [{ role: 'taxpayer', name: 'A' }] }))).toContain('feeCents');
    expect(fieldOf(await create({ kind: 'engagement-letter', scope: 'x', feeCents: 1, signers: [] }))).toContain('signers');
    expect(fieldOf(await create({ kind: 'engagement-letter', scope: 'x', feeCents: 1, signers: [{ role: 'taxpayer', name: 'x'.repeat(121) }] }))).toContain(
      'signers.0.name',
    );
    const created = await letter();
    const id = created.body.id;
    const signerId = created.body.signers[0]!.id;
    await consent(id, client.token);
    expect(fieldOf(await sign(id, { signerId, intent: true }, client.token))).toContain('typedName');
    expect(fieldOf(await sign(id, { signerId, typedName: 'A', intent: false }, client.token))).toContain('intent');
    expect(fieldOf(await sign(id, { signerId, typedName: 'A', drawnSignature: 'data:image/gif;base64,AAAA', intent: true }, client.token))).toContain(
      'drawnSignature',
    );
    expect(fieldOf(await sign(id, { signerId, typedName: 'A', drawnSignature: 'data:image/png;base64,AAAA', intent: true }, client.token))).toContain(
      'drawnSignature',
    );
    expect(
      fieldOf(await apiCall(t, 'POST', `/portal/signature-requests/${id}/consent`, { token: client.token, body: { version: '1999-01-01', accepted: true } })),
    ).toContain('version');
    expect(
      fieldOf(
        await apiCall(t, 'POST', `/admin/signature-requests/${id}/in-office-session`, {
          token: staff.token,
          body: { signerId, idType: 'library-card', idLastFour: '12', idExpiresOn: 'soon' },
        }),
      ),
    ).toEqual(expect.arrayContaining(['idType', 'idLastFour', 'idExpiresOn']));
    expect(fieldOf(await apiCall(t, 'POST', `/admin/signature-requests/${id}/void`, { token: staff.token, body: { reason: '' } }))).toContain('reason');
    const malformed = await fetch(`${t.baseUrl}/api/portal/signature-requests/${id}/sign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
      body: '{"signerId":',
    });
    expect(malformed.status).toBe(400);
    expect((await apiCall(t, 'GET', '/portal/signature-requests/not-a-uuid/document', { token: client.token })).status).toBe(400);
  });
});
