/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Idempotency_Key_In_UseInputs */

const en_error_api_idempotency_key_in_use = /** @type {(inputs: Error_Api_Idempotency_Key_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form is already being sent. Please wait a moment.`)
};

/**
* | output |
* | --- |
* | "This form is already being sent. Please wait a moment." |
*
* @param {Error_Api_Idempotency_Key_In_UseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_idempotency_key_in_use = /** @type {((inputs?: Error_Api_Idempotency_Key_In_UseInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Idempotency_Key_In_UseInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_idempotency_key_in_use(inputs)
});