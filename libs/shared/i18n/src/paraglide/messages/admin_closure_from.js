/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Closure_FromInputs */

const en_admin_closure_from = /** @type {(inputs: Admin_Closure_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From (Detroit time)`)
};

/**
* | output |
* | --- |
* | "From (Detroit time)" |
*
* @param {Admin_Closure_FromInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_from = /** @type {((inputs?: Admin_Closure_FromInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closure_FromInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closure_from(inputs)
});