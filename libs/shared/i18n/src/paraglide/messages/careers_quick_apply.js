/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Quick_ApplyInputs */

const en_careers_quick_apply = /** @type {(inputs: Careers_Quick_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Apply`)
};

/**
* | output |
* | --- |
* | "Quick Apply" |
*
* @param {Careers_Quick_ApplyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_quick_apply = /** @type {((inputs?: Careers_Quick_ApplyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Quick_ApplyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_quick_apply(inputs)
});