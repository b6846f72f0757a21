import { applyDecorators, Controller, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AuthExceptionFilter } from '../errors/auth-exception.filter';

/**
 * A controller under /auth/v1 (outside the 'api' prefix): GoTrue error shape, and left out of our
 * OpenAPI document because the GoTrue reference spec documents these endpoints.
 */
export function AuthV1Controller(): ClassDecorator {
  return applyDecorators(Controller('auth/v1'), UseFilters(AuthExceptionFilter), ApiExcludeController());
}
