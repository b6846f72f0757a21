/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Field_Resume_HintInputs */

const en_careers_field_resume_hint = /** @type {(inputs: Careers_Field_Resume_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A PDF, DOC or DOCX file, up to 15 MB.`)
};

/**
* | output |
* | --- |
* | "A PDF, DOC or DOCX file, up to 15 MB." |
*
* @param {Careers_Field_Resume_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_field_resume_hint = /** @type {((inputs?: Careers_Field_Resume_HintInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Field_Resume_HintInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_field_resume_hint(inputs)
});