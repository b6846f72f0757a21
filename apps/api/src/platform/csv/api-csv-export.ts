import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { csvExportSchema } from '@huron/shared/contracts';
import { schemaRef } from '../openapi/named-schemas';

/** OpenAPI of an `export.csv` route: 200 text/csv. */
export const ApiCsvExport = () =>
  applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({ description: 'The whole filtered list as CSV (an attachment)', content: { 'text/csv': { schema: schemaRef(csvExportSchema, 'output') } } }),
  );
