import { referralCodeOf } from './referral-cookie';

describe('referralCodeOf', () => {
  it('reads the code among other cookies', () => {
    expect(referralCodeOf('theme=dark; huron_ref=FRIEND-42; other=1')).toBe('FRIEND-42');
    expect(referralCodeOf('huron_ref=AB%5FCD')).toBe('AB_CD');
  });

  it('is null without the cookie or with an empty one', () => {
    expect(referralCodeOf(undefined)).toBeNull();
    expect(referralCodeOf('theme=dark')).toBeNull();
    expect(referralCodeOf('huron_ref=')).toBeNull();
  });

  it.each(['%', '%E0%A4%A', '%ED%A0%80', '%00', 'a%00b', 'two%20words', '%3Cscript%3E', 'x'.repeat(65)])('ignores the malformed value %s', (value) => {
    expect(referralCodeOf(`huron_ref=${value}`)).toBeNull();
  });
});
