// The referral form's schema, which useZodForm imports once the page is idle: through a module named `*-schema.ts`, whose
// files the build leaves to the browser's module loader instead of preloading them all at once (apps/web/vite.config.mts).
export { referralCreateSchema } from '@huron/shared/contracts/referrals';
