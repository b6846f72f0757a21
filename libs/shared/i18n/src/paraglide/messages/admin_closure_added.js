/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Closure_AddedInputs */

const en_admin_closure_added = /** @type {(inputs: Admin_Closure_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closure added`)
};

/**
* | output |
* | --- |
* | "Closure added" |
*
* @param {Admin_Closure_AddedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_added = /** @type {((inputs?: Admin_Closure_AddedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closure_AddedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closure_added(inputs)
});