/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxschool_None_OpenInputs */

const en_taxschool_none_open = /** @type {(inputs: Taxschool_None_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration for all listed sessions has closed. The next sessions will be announced here; call us or contact us to hear about them first.`)
};

/**
* | output |
* | --- |
* | "Registration for all listed sessions has closed. The next sessions will be announced here; call us or contact us to hear about them first." |
*
* @param {Taxschool_None_OpenInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_none_open = /** @type {((inputs?: Taxschool_None_OpenInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_None_OpenInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_none_open(inputs)
});