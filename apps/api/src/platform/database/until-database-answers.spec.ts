import { untilDatabaseAnswers } from './until-database-answers';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('untilDatabaseAnswers', () => {
  it('tries again while the database is unreachable, then returns the answer', async () => {
    let calls = 0;
    const work = async () => {
      calls += 1;
      if (calls < 3) throw refused();
      return 'recorded';
    };
    await expect(untilDatabaseAnswers(work, { firstWaitMs: 1, maxWaitMs: 2 })).resolves.toBe('recorded');
    expect(calls).toBe(3);
  });

  it('gives up at once on an error that is not about reaching the database', async () => {
    let calls = 0;
    const work = async () => {
      calls += 1;
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    };
    await expect(untilDatabaseAnswers(work, { firstWaitMs: 1 })).rejects.toThrow('duplicate key');
    expect(calls).toBe(1);
  });

  it('gives up with the last error once stopped', async () => {
    let calls = 0;
    const work = async () => {
      calls += 1;
      throw refused();
    };
    await expect(untilDatabaseAnswers(work, { firstWaitMs: 1, stopped: () => calls >= 2 })).rejects.toThrow('ECONNREFUSED');
    expect(calls).toBe(2);
  });
});
