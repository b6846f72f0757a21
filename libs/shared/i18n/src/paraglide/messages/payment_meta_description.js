/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Meta_DescriptionInputs */

const en_payment_meta_description = /** @type {(inputs: Payment_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay Huron Tax & Accounting securely online by card.`)
};

/**
* | output |
* | --- |
* | "Pay Huron Tax & Accounting securely online by card." |
*
* @param {Payment_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_meta_description = /** @type {((inputs?: Payment_Meta_DescriptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Meta_DescriptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_meta_description(inputs)
});