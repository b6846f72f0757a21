import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a Unix socket that is gone', Object.assign(new Error('connect ENOENT /var/pg/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' })],
    ['connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['connection terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['query timeout (client side)', new Error('Query read timeout')],
    ['query timeout (statement_timeout)', pgError('57014', 'canceling statement due to statement timeout')],
    ['SQLSTATE class 08', pgError('08006')],
    ['SQLSTATE class 53 (too many connections)', pgError('53300')],
    ['SQLSTATE class 58', pgError('58030')],
    ['57P01 admin shutdown', pgError('57P01')],
    ['57P02 crash shutdown', pgError('57P02')],
    ['57P03 starting up', pgError('57P03', 'the database system is starting up')],
    ['inside a TypeORM QueryFailedError', new QueryFailedError('SELECT 1', [], pgError('57P01', 'terminating connection due to administrator command'))],
    ['inside an AggregateError', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], 'connect failed')],
    ['a transaction whose connection was dropped under it', new QueryRunnerProviderAlreadyReleasedError()],
    ['a query on a connection released after it broke', new QueryRunnerAlreadyReleasedError()],
    ['as the cause', new Error('lookup failed', { cause: new Error('Connection terminated due to connection timeout') })],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a user cancelling a query', pgError('57014', 'canceling statement due to user request')],
    ['an invalid uuid', new QueryFailedError('SELECT 1', [], pgError('22P02'))],
    ['a missing file', Object.assign(new Error("ENOENT: no such file or directory, open '/var/uploads/x'"), { code: 'ENOENT', syscall: 'open' })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'Connection terminated'],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
