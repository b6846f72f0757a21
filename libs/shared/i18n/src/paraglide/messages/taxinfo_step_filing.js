/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Step_FilingInputs */

const en_taxinfo_step_filing = /** @type {(inputs: Taxinfo_Step_FilingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filing status`)
};

/**
* | output |
* | --- |
* | "Filing status" |
*
* @param {Taxinfo_Step_FilingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_filing = /** @type {((inputs?: Taxinfo_Step_FilingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Step_FilingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_step_filing(inputs)
});