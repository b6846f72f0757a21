/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_W2_WagesInputs */

const en_taxinfo_income_w2_wages = /** @type {(inputs: Taxinfo_Income_W2_WagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W-2 wages`)
};

/**
* | output |
* | --- |
* | "W-2 wages" |
*
* @param {Taxinfo_Income_W2_WagesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_w2_wages = /** @type {((inputs?: Taxinfo_Income_W2_WagesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_W2_WagesInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_w2_wages(inputs)
});