/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Secure_TitleInputs */

const en_payment_secure_title = /** @type {(inputs: Payment_Secure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure processing`)
};

/**
* | output |
* | --- |
* | "Secure processing" |
*
* @param {Payment_Secure_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_secure_title = /** @type {((inputs?: Payment_Secure_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Secure_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_secure_title(inputs)
});