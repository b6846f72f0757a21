/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_No_UrlInputs */

const en_payment_no_url = /** @type {(inputs: Payment_No_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment URL received`)
};

/**
* | output |
* | --- |
* | "No payment URL received" |
*
* @param {Payment_No_UrlInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_no_url = /** @type {((inputs?: Payment_No_UrlInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_No_UrlInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_no_url(inputs)
});