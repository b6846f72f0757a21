/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Closure_OrderInputs */

const en_admin_closure_order = /** @type {(inputs: Admin_Closure_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end must be after the start.`)
};

/**
* | output |
* | --- |
* | "The end must be after the start." |
*
* @param {Admin_Closure_OrderInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_order = /** @type {((inputs?: Admin_Closure_OrderInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closure_OrderInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closure_order(inputs)
});