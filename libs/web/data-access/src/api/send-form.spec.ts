import { ApiError } from './api-error';
import { formFailure, FormSendError, sendForm } from './send-form';

const words = { network: 'Check your connection.', server: 'Our server had a problem.' };
const reply = (status: number, body: unknown) => async () => ({ error: body, response: new Response(null, { status }) });

async function failureOf(call: () => Promise<{ data?: unknown; error?: unknown; response: Response }>, labels = new Map<string, string>()) {
  const fields: Array<[string, string]> = [];
  const error = await sendForm(call).catch((e: unknown) => e);
  const form = { setError: (field: string, { message }: { message: string }) => fields.push([field, message]), labels };
  return { error: formFailure(error, form, words) as Error, fields };
}

describe('what a form shows when sending failed', () => {
  it("words a network failure and a 5xx in the form's own words, marking no field", async () => {
    expect(await failureOf(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ error: new Error(words.network), fields: [] });
    expect(await failureOf(reply(503, { message: 'Service unavailable' }))).toEqual({ error: new Error(words.server), fields: [] });
  });

  it("puts a refusal's problems beside their fields and in the summary, in the catalogue's words with the form's labels", async () => {
    const refusal = {
      code: 'validation_failed',
      message: 'Invalid request: email: must be an email address',
      errors: [{ field: 'email', message: 'must be an email address', code: 'invalid_format', params: { format: 'email' } }],
    };
    const words = 'Your email must be an email address, like name@example.com.';
    expect(await failureOf(reply(422, refusal), new Map([['email', 'Your email']]))).toEqual({
      error: new Error(words),
      fields: [['email', words]],
    });
  });

  it('hands back anything that is not a send failure unchanged', () => {
    const bug = new RangeError('a bug');
    expect(formFailure(bug, { setError: () => undefined, labels: new Map() }, words)).toBe(bug);
    expect(new FormSendError('refused', new ApiError(409, {})).fieldErrors).toEqual([]);
  });
});
