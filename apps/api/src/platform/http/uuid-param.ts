import { Param, ParseUUIDPipe } from '@nestjs/common';

/** A path parameter that must be a UUID (400 otherwise): `@UuidParam() id: string` reads `:id`. */
export const UuidParam = (name = 'id'): ParameterDecorator => Param(name, new ParseUUIDPipe());
