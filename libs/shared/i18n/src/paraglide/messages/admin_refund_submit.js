/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_SubmitInputs */

const en_admin_refund_submit = /** @type {(inputs: Admin_Refund_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Admin_Refund_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_refund_submit = /** @type {((inputs?: Admin_Refund_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_refund_submit(inputs)
});