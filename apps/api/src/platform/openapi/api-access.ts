import { ApiSecurity } from '@nestjs/swagger';

/** The security schemes the document declares (openapi-document.ts); operations name one of them or none. */
export const SECURITY_SCHEMES = { bearer: 'bearer', bookingToken: 'bookingToken' } as const;

// ApiSecurity cannot write an empty list (@nestjs/swagger drops empty metadata), so public access is the
// one requirement that asks for nothing, `[{}]`, and buildOpenApiDocument writes it the usual way: `security: []`.
const NOTHING_REQUIRED = {};

/**
 * An operation anyone may call (on a controller: all of its operations). Every operation states its access, so
 * one that forgets is caught by the document's lint (Redocly's security-defined rule, npm test's contracts step).
 */
export const PublicAccess = () => ApiSecurity(NOTHING_REQUIRED);

/** True for the requirement list PublicAccess writes. */
export function isPublicRequirement(security: unknown): boolean {
  return Array.isArray(security) && security.length === 1 && Object.keys(security[0] ?? { x: 1 }).length === 0;
}
