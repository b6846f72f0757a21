import { ApiError } from './api-error';
import { RequestParameterPipe } from './request-parameter.pipe';

describe('RequestParameterPipe', () => {
  const pipe = new RequestParameterPipe();

  it('refuses a repeated query key where one value is expected, naming the parameter', () => {
    for (const metatype of [String, Object, undefined]) {
      const run = () => pipe.transform(['a', 'b'], { type: 'query', data: 'token', metatype });
      expect(run).toThrow(ApiError);
      expect(run).toThrow(
        expect.objectContaining({ status: 400, code: 'validation_failed', errors: [{ field: 'query.token', message: 'must be given once, not repeated' }] }),
      );
    }
  });

  it('lets single values, declared arrays and whole-query objects through', () => {
    expect(pipe.transform('a', { type: 'query', data: 'token', metatype: String })).toBe('a');
    expect(pipe.transform(['a', 'b'], { type: 'query', data: 'ids', metatype: Array })).toEqual(['a', 'b']);
    expect(pipe.transform({ token: ['a', 'b'] }, { type: 'query', metatype: Object })).toEqual({ token: ['a', 'b'] });
    expect(pipe.transform(undefined, { type: 'query', data: 'token', metatype: String })).toBeUndefined();
  });

  it('refuses NUL and lone surrogates in path parameters', () => {
    expect(() => pipe.transform('a\u0000', { type: 'param', data: 'slug', metatype: String })).toThrow(
      expect.objectContaining({ errors: [{ field: 'path.slug', message: expect.stringMatching(/NUL/) }] }),
    );
    expect(() => pipe.transform('\ud800', { type: 'param', data: 'id', metatype: String })).toThrow(ApiError);
    expect(() => pipe.transform({ slug: 'x\u0000' }, { type: 'param', metatype: Object })).toThrow(
      expect.objectContaining({ errors: [{ field: 'path.slug', message: expect.stringMatching(/NUL/) }] }),
    );
    expect(pipe.transform('w4-form-guide', { type: 'param', data: 'slug', metatype: String })).toBe('w4-form-guide');
  });
});
