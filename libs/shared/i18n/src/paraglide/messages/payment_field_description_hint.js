/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Field_Description_HintInputs */

const en_payment_field_description_hint = /** @type {(inputs: Payment_Field_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the payment is for, such as an invoice number (optional).`)
};

/**
* | output |
* | --- |
* | "What the payment is for, such as an invoice number (optional)." |
*
* @param {Payment_Field_Description_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_field_description_hint = /** @type {((inputs?: Payment_Field_Description_HintInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Field_Description_HintInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_field_description_hint(inputs)
});