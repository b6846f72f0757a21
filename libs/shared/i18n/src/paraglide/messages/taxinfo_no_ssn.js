/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_No_SsnInputs */

const en_taxinfo_no_ssn = /** @type {(inputs: Taxinfo_No_SsnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We never ask for your Social Security number or bank account in a web form. Please do not type them anywhere here; we collect them in person or by phone.`)
};

/**
* | output |
* | --- |
* | "We never ask for your Social Security number or bank account in a web form. Please do not type them anywhere here; we collect them in person or by phone." |
*
* @param {Taxinfo_No_SsnInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_no_ssn = /** @type {((inputs?: Taxinfo_No_SsnInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_No_SsnInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_no_ssn(inputs)
});