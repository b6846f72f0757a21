/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Admin_Closure_Remove_ForInputs */

const en_admin_closure_remove_for = /** @type {(inputs: Admin_Closure_Remove_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove closure: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Remove closure: {reason}" |
*
* @param {Admin_Closure_Remove_ForInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_remove_for = /** @type {((inputs: Admin_Closure_Remove_ForInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closure_Remove_ForInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closure_remove_for(inputs)
});