/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Email_InsteadInputs */

const en_careers_email_instead = /** @type {(inputs: Careers_Email_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefer email? Send your résumé to`)
};

/**
* | output |
* | --- |
* | "Prefer email? Send your résumé to" |
*
* @param {Careers_Email_InsteadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_email_instead = /** @type {((inputs?: Careers_Email_InsteadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Email_InsteadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_email_instead(inputs)
});