/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxschool_LoadingInputs */

const en_taxschool_loading = /** @type {(inputs: Taxschool_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading sessions...`)
};

/**
* | output |
* | --- |
* | "Loading sessions..." |
*
* @param {Taxschool_LoadingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_loading = /** @type {((inputs?: Taxschool_LoadingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_LoadingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_loading(inputs)
});