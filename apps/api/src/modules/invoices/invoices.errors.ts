import { HttpStatus } from '@nestjs/common';
import { INVOICE_TOTAL_MAX_CENTS } from '@huron/shared/contracts';
import { ApiError } from '../../platform/http/api-error';

export const invoicesErrors = {
  notFound: () => ApiError.notFound('Invoice'),
  alreadyPaid: () => new ApiError(HttpStatus.CONFLICT, 'invoice_already_paid', 'This invoice is already paid; it cannot be paid again'),
  totalTooBig: () =>
    ApiError.validation([
      {
        field: 'lines',
        message: `the total must be at most ${INVOICE_TOTAL_MAX_CENTS} cents`,
        code: 'too_big',
        params: { maximum: INVOICE_TOTAL_MAX_CENTS, unit: 'cents' },
      },
    ]),
};
