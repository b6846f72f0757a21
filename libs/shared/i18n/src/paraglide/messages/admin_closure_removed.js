/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Closure_RemovedInputs */

const en_admin_closure_removed = /** @type {(inputs: Admin_Closure_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closure removed`)
};

/**
* | output |
* | --- |
* | "Closure removed" |
*
* @param {Admin_Closure_RemovedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_removed = /** @type {((inputs?: Admin_Closure_RemovedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closure_RemovedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closure_removed(inputs)
});