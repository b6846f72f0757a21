/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Filing_StatusInputs */

const en_admin_field_filing_status = /** @type {(inputs: Admin_Field_Filing_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filing status`)
};

/**
* | output |
* | --- |
* | "Filing status" |
*
* @param {Admin_Field_Filing_StatusInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_filing_status = /** @type {((inputs?: Admin_Field_Filing_StatusInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Filing_StatusInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_filing_status(inputs)
});