/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_Work_1099Inputs */

const en_taxinfo_income_work_1099 = /** @type {(inputs: Taxinfo_Income_Work_1099Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1099 work`)
};

/**
* | output |
* | --- |
* | "1099 work" |
*
* @param {Taxinfo_Income_Work_1099Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_work_1099 = /** @type {((inputs?: Taxinfo_Income_Work_1099Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_Work_1099Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_work_1099(inputs)
});