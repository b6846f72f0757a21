import { ApiError } from '@huron/web/data-access/api';
import { LEAD_STATUSES, NAME_SORTS, OFFICES } from '../kinds/labels';
import { listQuery, PAGE_READINGS } from './list-query';

const contactMessages = listQuery<'/api/admin/contact-messages'>({ ...PAGE_READINGS, status: LEAD_STATUSES, office: OFFICES, sort: NAME_SORTS });

describe('listQuery', () => {
  it('reads the URL text into the typed query: numbers as numbers, the rest as written', () => {
    expect(
      contactMessages({ limit: '25', cursor: 'abc', status: 'in_progress', office: 'ann-arbor', order: 'oldest', q: 'Smith', from: '2026-01-01' }),
    ).toEqual({
      limit: 25,
      cursor: 'abc',
      status: 'in_progress',
      office: 'ann-arbor',
      order: 'oldest',
      q: 'Smith',
      from: '2026-01-01',
    });
  });

  it('fails a value outside its parameter set as the API would, a 400 naming the parameter, without a request', () => {
    const error = (() => {
      try {
        contactMessages({ limit: '25', status: 'archived' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { code: 'validation_failed', errors: [{ field: 'status' }] } });
  });
});
