import { z } from 'zod';

/** The path id of an invoice (the API's parameter; the web's entry stays zod/mini). */
export const invoiceIdSchema = z.uuid().meta({ id: 'InvoiceId' });
