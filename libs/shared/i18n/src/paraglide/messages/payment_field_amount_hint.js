/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Field_Amount_HintInputs */

const en_payment_field_amount_hint = /** @type {(inputs: Payment_Field_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In dollars, for example 150.00.`)
};

/**
* | output |
* | --- |
* | "In dollars, for example 150.00." |
*
* @param {Payment_Field_Amount_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_field_amount_hint = /** @type {((inputs?: Payment_Field_Amount_HintInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Field_Amount_HintInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_field_amount_hint(inputs)
});