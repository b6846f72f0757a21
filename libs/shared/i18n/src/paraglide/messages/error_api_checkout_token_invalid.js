/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Checkout_Token_InvalidInputs */

const en_error_api_checkout_token_invalid = /** @type {(inputs: Error_Api_Checkout_Token_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This test payment page was opened in another browser. Please start the payment again from the form.`)
};

/**
* | output |
* | --- |
* | "This test payment page was opened in another browser. Please start the payment again from the form." |
*
* @param {Error_Api_Checkout_Token_InvalidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_checkout_token_invalid = /** @type {((inputs?: Error_Api_Checkout_Token_InvalidInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Checkout_Token_InvalidInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_checkout_token_invalid(inputs)
});