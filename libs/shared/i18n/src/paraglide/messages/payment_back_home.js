/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Back_HomeInputs */

const en_payment_back_home = /** @type {(inputs: Payment_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Payment_Back_HomeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_back_home = /** @type {((inputs?: Payment_Back_HomeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Back_HomeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_back_home(inputs)
});