/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Contact_TextInputs */

const en_taxinfo_contact_text = /** @type {(inputs: Taxinfo_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text message`)
};

/**
* | output |
* | --- |
* | "Text message" |
*
* @param {Taxinfo_Contact_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_contact_text = /** @type {((inputs?: Taxinfo_Contact_TextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Contact_TextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_contact_text(inputs)
});