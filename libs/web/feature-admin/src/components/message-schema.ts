// Imported lazily by the reply form, so the thread shows before zod is fetched.
export { messageCreateSchema } from '@huron/shared/contracts/portal-messages';
