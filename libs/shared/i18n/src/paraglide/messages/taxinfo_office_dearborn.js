/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Office_DearbornInputs */

const en_taxinfo_office_dearborn = /** @type {(inputs: Taxinfo_Office_DearbornInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dearborn`)
};

/**
* | output |
* | --- |
* | "Dearborn" |
*
* @param {Taxinfo_Office_DearbornInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_office_dearborn = /** @type {((inputs?: Taxinfo_Office_DearbornInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Office_DearbornInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_office_dearborn(inputs)
});