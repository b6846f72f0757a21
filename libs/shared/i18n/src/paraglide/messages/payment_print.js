/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_PrintInputs */

const en_payment_print = /** @type {(inputs: Payment_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print receipt`)
};

/**
* | output |
* | --- |
* | "Print receipt" |
*
* @param {Payment_PrintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_print = /** @type {((inputs?: Payment_PrintInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_PrintInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_print(inputs)
});