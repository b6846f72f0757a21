/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Office_YpsilantiInputs */

const en_taxinfo_office_ypsilanti = /** @type {(inputs: Taxinfo_Office_YpsilantiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ypsilanti`)
};

/**
* | output |
* | --- |
* | "Ypsilanti" |
*
* @param {Taxinfo_Office_YpsilantiInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_office_ypsilanti = /** @type {((inputs?: Taxinfo_Office_YpsilantiInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Office_YpsilantiInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_office_ypsilanti(inputs)
});