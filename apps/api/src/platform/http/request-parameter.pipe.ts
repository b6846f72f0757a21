import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { ApiError } from './api-error';
import { textProblem } from './unsafe-text';

/**
 * Global pipe for named path and query parameters (`@Param('id')`, `@Query('token')`): a query key given more
 * than once arrives as an array, which a handler expecting one string would mishandle, so it is refused unless the
 * parameter is declared as an array; path parameters get the same text check as bodies and query strings.
 * Whole-object parameters (`@Query()`, `@Body()`) are left to their schemas.
 */
export class RequestParameterPipe implements PipeTransform {
  transform(value: unknown, { type, data, metatype }: ArgumentMetadata): unknown {
    if (!data || typeof data !== 'string') return value;
    if (type === 'query' && Array.isArray(value) && metatype !== Array) {
      throw ApiError.validation([{ field: `query.${data}`, message: 'must be given once, not repeated' }]);
    }
    if (type === 'param' && typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) throw ApiError.validation([{ field: `path.${data}`, message: problem }]);
    }
    return value;
  }
}
