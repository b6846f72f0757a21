/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_HintInputs */

const en_admin_refund_hint = /** @type {(inputs: Admin_Refund_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to refund everything not yet refunded.`)
};

/**
* | output |
* | --- |
* | "Leave empty to refund everything not yet refunded." |
*
* @param {Admin_Refund_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_refund_hint = /** @type {((inputs?: Admin_Refund_HintInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_HintInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_refund_hint(inputs)
});