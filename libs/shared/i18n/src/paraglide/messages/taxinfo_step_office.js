/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Step_OfficeInputs */

const en_taxinfo_step_office = /** @type {(inputs: Taxinfo_Step_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office and how to reach you`)
};

/**
* | output |
* | --- |
* | "Office and how to reach you" |
*
* @param {Taxinfo_Step_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_office = /** @type {((inputs?: Taxinfo_Step_OfficeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Step_OfficeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_step_office(inputs)
});