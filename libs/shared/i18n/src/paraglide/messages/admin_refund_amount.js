/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_AmountInputs */

const en_admin_refund_amount = /** @type {(inputs: Admin_Refund_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount in dollars`)
};

/**
* | output |
* | --- |
* | "Amount in dollars" |
*
* @param {Admin_Refund_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_refund_amount = /** @type {((inputs?: Admin_Refund_AmountInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_AmountInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_refund_amount(inputs)
});