/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Paid_AtInputs */

const en_admin_field_paid_at = /** @type {(inputs: Admin_Field_Paid_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid at`)
};

/**
* | output |
* | --- |
* | "Paid at" |
*
* @param {Admin_Field_Paid_AtInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_paid_at = /** @type {((inputs?: Admin_Field_Paid_AtInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Paid_AtInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_paid_at(inputs)
});