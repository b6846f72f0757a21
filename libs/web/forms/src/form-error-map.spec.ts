import { AUTH_ISSUE, newPasswordSchema, signUpSchema } from '@huron/shared/contracts/auth';
import { formErrorMap } from './form-error-map';

const labels: Record<string, string> = { fullName: 'Full name', email: 'Email', password: 'Password', confirm: 'Confirm new password' };
const error = formErrorMap((path) => labels[path], { [AUTH_ISSUE.passwordsDiffer]: () => 'The two passwords do not match.' });
const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('formErrorMap', () => {
  it('names the field by its label and says what is wrong', () => {
    expect(messages(signUpSchema.safeParse({ fullName: ' ', email: 'pat@', password: '12345' }, { error }))).toEqual({
      fullName: 'Full name is required.',
      email: 'Email must be an email address, like name@example.com.',
      password: 'Password must be at least 6 characters.',
    });
  });

  it('calls an empty field required, even one with a minimum length', () => {
    expect(messages(signUpSchema.safeParse({ fullName: 'Pat', email: 'pat@example.com', password: '' }, { error }))).toEqual({
      password: 'Password is required.',
    });
  });

  it('words a custom issue by its reason', () => {
    expect(messages(newPasswordSchema.safeParse({ password: 'one-password', confirm: 'another-password' }, { error }))).toEqual({
      confirm: 'The two passwords do not match.',
    });
  });

  it('still says something useful for a field it has no label for', () => {
    const unlabelled = formErrorMap(() => undefined);
    expect(messages(signUpSchema.safeParse({ fullName: 'Pat', email: 'pat@example.com', password: '1' }, { error: unlabelled }))).toEqual({
      password: 'This field must be at least 6 characters.',
    });
  });
});
