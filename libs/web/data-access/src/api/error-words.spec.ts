import { API_ERROR_CODES } from '@huron/shared/contracts/common';
import { ApiError } from './api-error';
import { apiErrorText, apiErrorWords, fieldErrorWords } from './error-words';

const sentence = /^[A-Z][^]*[.!?]$/;

describe('words for API errors', () => {
  it.each([...API_ERROR_CODES])('%s has a sentence from the catalogue', (code) => {
    const words = apiErrorWords[code]?.();
    expect(words).toMatch(sentence);
    expect(words).not.toMatch(/_|cents|\bHTTP\b/);
  });

  it("never shows the API's developer message", () => {
    const body = {
      status: 400,
      code: 'validation_failed',
      message: 'Invalid request: amount: must be at most 1000000 cents',
      errors: [{ field: 'amount', message: 'must be at most 1000000 cents', code: 'too_big', params: { maximum: 1000000, unit: 'cents' } }],
    };
    expect(new ApiError(400, body).message).toBe('Amount must be at most $10,000.00.');
    expect(new ApiError(400, body).describe((field) => (field === 'amount' ? 'Amount (USD)' : undefined))).toBe('Amount (USD) must be at most $10,000.00.');
    expect(new ApiError(409, { status: 409, code: 'slot_taken', message: 'That time was just taken.' }).message).toBe(
      'That time was just taken by someone else. Please choose another time.',
    );
  });

  it('words money limits in dollars and names fields by the label shown', () => {
    const reward = {
      field: 'rewardCents',
      message: 'must be between 2000 and 5000 cents',
      code: 'out_of_range',
      params: { minimum: 2000, maximum: 5000, unit: 'cents' },
    };
    expect(fieldErrorWords(reward)).toBe('Reward must be between $20.00 and $50.00.');
    expect(fieldErrorWords(reward, () => 'Reward (USD)')).toBe('Reward (USD) must be between $20.00 and $50.00.');
    const refund = {
      field: 'amount',
      message: 'must be at most 28500 cents (what is left to refund)',
      code: 'too_big',
      params: { maximum: 28500, unit: 'cents' },
    };
    expect(fieldErrorWords(refund, () => 'Refund amount (USD)')).toBe('Refund amount (USD) must be at most $285.00.');
  });

  it('words zod issue kinds the shared schemas produce', () => {
    expect(fieldErrorWords({ field: 'phone', message: 'must be a phone number', code: 'custom', params: { reason: 'phone_invalid' } })).toBe(
      'Phone must be a phone number, like (313) 555-0142.',
    );
    expect(fieldErrorWords({ field: 'email', message: 'Invalid email address', code: 'invalid_format', params: { format: 'email' } })).toBe(
      'Email must be an email address, like name@example.com.',
    );
    expect(fieldErrorWords({ field: 'name', message: 'Too big', code: 'too_big', params: { maximum: 200, origin: 'string' } }, () => 'Full name')).toBe(
      'Full name must be at most 200 characters.',
    );
    expect(fieldErrorWords({ field: 'name', message: 'Too small', code: 'too_small', params: { minimum: 1, origin: 'string' } }, () => 'Full name')).toBe(
      'Full name is required.',
    );
    expect(fieldErrorWords({ field: 'mystery', message: 'odd' })).toBe('This field is not valid.');
    const upload = {
      field: 'resume',
      message: 'resume: "me.jpg" is not a PDF, DOC or DOCX file',
      code: 'custom',
      params: { reason: 'unsupported_file_type', name: 'me.jpg', accepted: 'PDF, DOC or DOCX' },
    };
    expect(apiErrorText(422, { code: 'unsupported_file_type', errors: [upload] })).toBe('"me.jpg" is not a PDF, DOC or DOCX file.');
  });

  it("prefers a specific code's words over a field named without a problem kind", () => {
    const body = {
      status: 422,
      code: 'self_referral',
      message: 'You cannot refer yourself',
      errors: [{ field: 'friendEmail', message: 'is your own address' }],
    };
    expect(apiErrorText(422, body)).toBe("You cannot refer yourself. Enter your friend's email address.");
    const generic = { status: 400, code: 'validation_failed', message: 'x', errors: [{ field: 'startsAt', message: 'is not a free appointment time' }] };
    expect(apiErrorText(400, generic)).toBe('Appointment time is not valid.');
  });

  it('falls back by status for a body that is not ours', () => {
    expect(apiErrorText(502, '<html>Bad gateway</html>')).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(apiErrorText(400, { code: 'no_such_code' })).toBe('Something went wrong. Please try again.');
  });
});
