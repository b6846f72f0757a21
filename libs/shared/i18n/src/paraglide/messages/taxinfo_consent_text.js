/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ privacy: NonNullable<unknown> }} Taxinfo_Consent_TextInputs */

const en_taxinfo_consent_text = /** @type {(inputs: Taxinfo_Consent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I agree that Huron Tax & Accounting may use this information to prepare my tax return and contact me about it, as described in the engagement terms and the ${i?.privacy}.`)
};

/**
* | output |
* | --- |
* | "I agree that Huron Tax & Accounting may use this information to prepare my tax return and contact me about it, as described in the engagement terms and the {..." |
*
* @param {Taxinfo_Consent_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_consent_text = /** @type {((inputs: Taxinfo_Consent_TextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Consent_TextInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_consent_text(inputs)
});