/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Office_DearbornInputs */

const en_admin_office_dearborn = /** @type {(inputs: Admin_Office_DearbornInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dearborn`)
};

/**
* | output |
* | --- |
* | "Dearborn" |
*
* @param {Admin_Office_DearbornInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_office_dearborn = /** @type {((inputs?: Admin_Office_DearbornInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Office_DearbornInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_office_dearborn(inputs)
});