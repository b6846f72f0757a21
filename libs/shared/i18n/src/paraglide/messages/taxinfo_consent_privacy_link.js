/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Consent_Privacy_LinkInputs */

const en_taxinfo_consent_privacy_link = /** @type {(inputs: Taxinfo_Consent_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy policy`)
};

/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Taxinfo_Consent_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_consent_privacy_link = /** @type {((inputs?: Taxinfo_Consent_Privacy_LinkInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Consent_Privacy_LinkInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_consent_privacy_link(inputs)
});