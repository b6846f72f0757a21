/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Idempotency_Key_ReusedInputs */

const en_error_api_idempotency_key_reused = /** @type {(inputs: Error_Api_Idempotency_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form was already sent with different answers. Please reload the page to send it again.`)
};

/**
* | output |
* | --- |
* | "This form was already sent with different answers. Please reload the page to send it again." |
*
* @param {Error_Api_Idempotency_Key_ReusedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_idempotency_key_reused = /** @type {((inputs?: Error_Api_Idempotency_Key_ReusedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Idempotency_Key_ReusedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_idempotency_key_reused(inputs)
});