/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_IncomeInputs */

const en_admin_field_income = /** @type {(inputs: Admin_Field_IncomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Income and deductions`)
};

/**
* | output |
* | --- |
* | "Income and deductions" |
*
* @param {Admin_Field_IncomeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_income = /** @type {((inputs?: Admin_Field_IncomeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_IncomeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_income(inputs)
});