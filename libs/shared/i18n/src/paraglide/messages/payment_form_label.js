/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Form_LabelInputs */

const en_payment_form_label = /** @type {(inputs: Payment_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a payment`)
};

/**
* | output |
* | --- |
* | "Make a payment" |
*
* @param {Payment_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_form_label = /** @type {((inputs?: Payment_Form_LabelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Form_LabelInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_form_label(inputs)
});