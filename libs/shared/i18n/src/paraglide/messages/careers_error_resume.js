/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Error_ResumeInputs */

const en_careers_error_resume = /** @type {(inputs: Careers_Error_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attach your résumé: a PDF, DOC or DOCX file.`)
};

/**
* | output |
* | --- |
* | "Attach your résumé: a PDF, DOC or DOCX file." |
*
* @param {Careers_Error_ResumeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_error_resume = /** @type {((inputs?: Careers_Error_ResumeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Error_ResumeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_error_resume(inputs)
});