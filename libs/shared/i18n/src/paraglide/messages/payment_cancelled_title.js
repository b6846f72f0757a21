/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Cancelled_TitleInputs */

const en_payment_cancelled_title = /** @type {(inputs: Payment_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cancelled`)
};

/**
* | output |
* | --- |
* | "Payment cancelled" |
*
* @param {Payment_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_title = /** @type {((inputs?: Payment_Cancelled_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Cancelled_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_cancelled_title(inputs)
});