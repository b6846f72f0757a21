/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_Charitable_GiftsInputs */

const en_taxinfo_income_charitable_gifts = /** @type {(inputs: Taxinfo_Income_Charitable_GiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charitable gifts`)
};

/**
* | output |
* | --- |
* | "Charitable gifts" |
*
* @param {Taxinfo_Income_Charitable_GiftsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_charitable_gifts = /** @type {((inputs?: Taxinfo_Income_Charitable_GiftsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_Charitable_GiftsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_charitable_gifts(inputs)
});