/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Done_AgainInputs */

const en_taxinfo_done_again = /** @type {(inputs: Taxinfo_Done_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit information for someone else`)
};

/**
* | output |
* | --- |
* | "Submit information for someone else" |
*
* @param {Taxinfo_Done_AgainInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_again = /** @type {((inputs?: Taxinfo_Done_AgainInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Done_AgainInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_done_again(inputs)
});