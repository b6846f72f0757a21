/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxschool_Sessions_FailedInputs */

const en_taxschool_sessions_failed = /** @type {(inputs: Taxschool_Sessions_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The session list could not be loaded. Please reload the page, or call us to register.`)
};

/**
* | output |
* | --- |
* | "The session list could not be loaded. Please reload the page, or call us to register." |
*
* @param {Taxschool_Sessions_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_sessions_failed = /** @type {((inputs?: Taxschool_Sessions_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_Sessions_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_sessions_failed(inputs)
});