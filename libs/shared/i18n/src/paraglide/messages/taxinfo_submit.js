/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_SubmitInputs */

const en_taxinfo_submit = /** @type {(inputs: Taxinfo_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit My Information`)
};

/**
* | output |
* | --- |
* | "Submit My Information" |
*
* @param {Taxinfo_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_submit = /** @type {((inputs?: Taxinfo_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_submit(inputs)
});