import { RESUME_KINDS } from '@huron/shared/contracts/careers';
import { UPLOAD_KINDS } from '@huron/shared/contracts/uploads';
import { acceptFor, isWrongKindRefusal, kindNames, looksLikeOneOf } from './upload-kinds';

describe('upload kinds of a field', () => {
  it('names only the kinds the field takes', () => {
    expect(kindNames(RESUME_KINDS)).toBe('PDF, DOC, or DOCX');
    expect(kindNames(UPLOAD_KINDS)).toBe('PDF, JPEG, PNG, HEIC, DOC, or DOCX');
  });

  it('filters the picker by name ending and media type', () => {
    expect(acceptFor(['application/pdf', 'image/jpeg'])).toBe('.pdf,.jpg,.jpeg,application/pdf,image/jpeg');
  });

  it('pre-checks a file by its type, else its name', () => {
    expect(looksLikeOneOf({ name: 'cv.pdf', type: 'application/pdf' }, RESUME_KINDS)).toBe(true);
    expect(looksLikeOneOf({ name: 'CV.DOCX', type: '' }, RESUME_KINDS)).toBe(true);
    expect(looksLikeOneOf({ name: 'me.jpg', type: 'image/jpeg' }, RESUME_KINDS)).toBe(false);
    expect(looksLikeOneOf({ name: 'scan.heic', type: '' }, UPLOAD_KINDS)).toBe(true);
    expect(looksLikeOneOf({ name: 'notes.txt', type: 'text/plain' }, UPLOAD_KINDS)).toBe(false);
  });

  it("recognises the server's refusal of a kind", () => {
    expect(isWrongKindRefusal({ body: { code: 'unsupported_file_type' } })).toBe(true);
    expect(isWrongKindRefusal({ body: { code: 'file_too_large' } })).toBe(false);
    expect(isWrongKindRefusal(new Error('x'))).toBe(false);
  });
});
