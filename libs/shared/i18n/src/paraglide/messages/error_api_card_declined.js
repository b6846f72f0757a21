/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Card_DeclinedInputs */

const en_error_api_card_declined = /** @type {(inputs: Error_Api_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined. Please try another card or call us to pay.`)
};

/**
* | output |
* | --- |
* | "Your card was declined. Please try another card or call us to pay." |
*
* @param {Error_Api_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_card_declined = /** @type {((inputs?: Error_Api_Card_DeclinedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Card_DeclinedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_card_declined(inputs)
});