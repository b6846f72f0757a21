/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Closure_AddInputs */

const en_admin_closure_add = /** @type {(inputs: Admin_Closure_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add closure`)
};

/**
* | output |
* | --- |
* | "Add closure" |
*
* @param {Admin_Closure_AddInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_add = /** @type {((inputs?: Admin_Closure_AddInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closure_AddInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closure_add(inputs)
});