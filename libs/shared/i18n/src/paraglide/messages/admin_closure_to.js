/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Closure_ToInputs */

const en_admin_closure_to = /** @type {(inputs: Admin_Closure_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To (Detroit time)`)
};

/**
* | output |
* | --- |
* | "To (Detroit time)" |
*
* @param {Admin_Closure_ToInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_to = /** @type {((inputs?: Admin_Closure_ToInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closure_ToInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closure_to(inputs)
});