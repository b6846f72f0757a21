/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Step_IncomeInputs */

const en_taxinfo_step_income = /** @type {(inputs: Taxinfo_Step_IncomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Income and deductions`)
};

/**
* | output |
* | --- |
* | "Income and deductions" |
*
* @param {Taxinfo_Step_IncomeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_income = /** @type {((inputs?: Taxinfo_Step_IncomeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Step_IncomeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_step_income(inputs)
});