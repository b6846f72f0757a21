/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_RefusedInputs */

const en_admin_refused = /** @type {(inputs: Admin_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This area is for Huron Tax & Accounting staff only.`)
};

/**
* | output |
* | --- |
* | "This area is for Huron Tax & Accounting staff only." |
*
* @param {Admin_RefusedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_refused = /** @type {((inputs?: Admin_RefusedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_RefusedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_refused(inputs)
});