/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Request_Entity_Too_LargeInputs */

const en_error_auth_request_entity_too_large = /** @type {(inputs: Error_Auth_Request_Entity_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you sent is too large.`)
};

/**
* | output |
* | --- |
* | "What you sent is too large." |
*
* @param {Error_Auth_Request_Entity_Too_LargeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_request_entity_too_large = /** @type {((inputs?: Error_Auth_Request_Entity_Too_LargeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Request_Entity_Too_LargeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_request_entity_too_large(inputs)
});