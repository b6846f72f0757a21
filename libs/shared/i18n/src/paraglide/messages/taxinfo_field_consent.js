/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Field_ConsentInputs */

const en_taxinfo_field_consent = /** @type {(inputs: Taxinfo_Field_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I agree to the engagement and privacy terms`)
};

/**
* | output |
* | --- |
* | "I agree to the engagement and privacy terms" |
*
* @param {Taxinfo_Field_ConsentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_consent = /** @type {((inputs?: Taxinfo_Field_ConsentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Field_ConsentInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_field_consent(inputs)
});