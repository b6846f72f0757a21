/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Field_ResumeInputs */

const en_careers_field_resume = /** @type {(inputs: Careers_Field_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé`)
};

/**
* | output |
* | --- |
* | "Résumé" |
*
* @param {Careers_Field_ResumeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_field_resume = /** @type {((inputs?: Careers_Field_ResumeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Field_ResumeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_field_resume(inputs)
});