/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Hint_PhoneInputs */

const en_taxinfo_hint_phone = /** @type {(inputs: Taxinfo_Hint_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ten digits, like (313) 555-0142.`)
};

/**
* | output |
* | --- |
* | "Ten digits, like (313) 555-0142." |
*
* @param {Taxinfo_Hint_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_hint_phone = /** @type {((inputs?: Taxinfo_Hint_PhoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Hint_PhoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_hint_phone(inputs)
});