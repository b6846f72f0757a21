export { isReferenceCollision, newReference, REFERENCE_ALPHABET, REFERENCE_PATTERN, withUniqueReference } from './reference';
