/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Step_ContactInputs */

const en_taxinfo_step_contact = /** @type {(inputs: Taxinfo_Step_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your contact details`)
};

/**
* | output |
* | --- |
* | "Your contact details" |
*
* @param {Taxinfo_Step_ContactInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_contact = /** @type {((inputs?: Taxinfo_Step_ContactInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Step_ContactInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_step_contact(inputs)
});