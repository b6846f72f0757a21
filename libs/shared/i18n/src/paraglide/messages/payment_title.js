/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_TitleInputs */

const en_payment_title = /** @type {(inputs: Payment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a Payment`)
};

/**
* | output |
* | --- |
* | "Make a Payment" |
*
* @param {Payment_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_title = /** @type {((inputs?: Payment_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_title(inputs)
});