import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { ApiError } from './api-error';
import { findUnsafeText } from './unsafe-text';

/**
 * Global pipe for named path and query parameters (`@Param('id')`, `@Query('token')`): a query key given more
 * than once arrives as an array, which a handler expecting one string would mishandle, so it is refused unless the
 * parameter is declared as an array (a whole `@Query()` object is left to its schema). Path parameters get the same
 * text check as bodies and query strings, which the middleware cannot do as they exist only once a route matched.
 */
export class RequestParameterPipe implements PipeTransform {
  transform(value: unknown, { type, data, metatype }: ArgumentMetadata): unknown {
    if (type === 'query' && data && Array.isArray(value) && metatype !== Array) {
      throw ApiError.validation([{ field: `query.${data}`, message: 'must be given once, not repeated' }]);
    }
    const unsafe = type === 'param' ? findUnsafeText(value) : undefined;
    if (unsafe) throw ApiError.validation([{ field: ['path', data, unsafe.path].filter(Boolean).join('.'), message: unsafe.problem }]);
    return value;
  }
}
