/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_SubmitInputs */

const en_payment_submit = /** @type {(inputs: Payment_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make Payment`)
};

/**
* | output |
* | --- |
* | "Make Payment" |
*
* @param {Payment_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_submit = /** @type {((inputs?: Payment_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_submit(inputs)
});