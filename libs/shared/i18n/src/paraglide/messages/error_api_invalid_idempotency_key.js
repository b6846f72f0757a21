/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Invalid_Idempotency_KeyInputs */

const en_error_api_invalid_idempotency_key = /** @type {(inputs: Error_Api_Invalid_Idempotency_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form could not be sent as it was. Please reload the page and try again.`)
};

/**
* | output |
* | --- |
* | "The form could not be sent as it was. Please reload the page and try again." |
*
* @param {Error_Api_Invalid_Idempotency_KeyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_invalid_idempotency_key = /** @type {((inputs?: Error_Api_Invalid_Idempotency_KeyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Invalid_Idempotency_KeyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_invalid_idempotency_key(inputs)
});