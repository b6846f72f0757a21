/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_SubmitInputs */

const en_careers_submit = /** @type {(inputs: Careers_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send application`)
};

/**
* | output |
* | --- |
* | "Send application" |
*
* @param {Careers_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_submit = /** @type {((inputs?: Careers_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_submit(inputs)
});