/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Error_SsnInputs */

const en_taxinfo_error_ssn = /** @type {(inputs: Taxinfo_Error_SsnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This looks like a Social Security number. Please remove it; we ask for it in person, never in a web form.`)
};

/**
* | output |
* | --- |
* | "This looks like a Social Security number. Please remove it; we ask for it in person, never in a web form." |
*
* @param {Taxinfo_Error_SsnInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_error_ssn = /** @type {((inputs?: Taxinfo_Error_SsnInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Error_SsnInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_error_ssn(inputs)
});