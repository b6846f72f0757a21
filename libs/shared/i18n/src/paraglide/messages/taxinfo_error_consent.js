/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Error_ConsentInputs */

const en_taxinfo_error_consent = /** @type {(inputs: Taxinfo_Error_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please accept the engagement and privacy terms to continue.`)
};

/**
* | output |
* | --- |
* | "Please accept the engagement and privacy terms to continue." |
*
* @param {Taxinfo_Error_ConsentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_error_consent = /** @type {((inputs?: Taxinfo_Error_ConsentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Error_ConsentInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_error_consent(inputs)
});