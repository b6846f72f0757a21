/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Step_ConsentInputs */

const en_taxinfo_step_consent = /** @type {(inputs: Taxinfo_Step_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consent`)
};

/**
* | output |
* | --- |
* | "Consent" |
*
* @param {Taxinfo_Step_ConsentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_consent = /** @type {((inputs?: Taxinfo_Step_ConsentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Step_ConsentInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_step_consent(inputs)
});