/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Unpaid_TitleInputs */

const en_payment_unpaid_title = /** @type {(inputs: Payment_Unpaid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment was not completed`)
};

/**
* | output |
* | --- |
* | "This payment was not completed" |
*
* @param {Payment_Unpaid_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_unpaid_title = /** @type {((inputs?: Payment_Unpaid_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Unpaid_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_unpaid_title(inputs)
});