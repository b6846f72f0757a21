/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Submit_FailedInputs */

const en_taxinfo_submit_failed = /** @type {(inputs: Taxinfo_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send your information: the connection failed or our server had a problem. Nothing you typed is lost; please try again in a moment.`)
};

/**
* | output |
* | --- |
* | "We could not send your information: the connection failed or our server had a problem. Nothing you typed is lost; please try again in a moment." |
*
* @param {Taxinfo_Submit_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_submit_failed = /** @type {((inputs?: Taxinfo_Submit_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Submit_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_submit_failed(inputs)
});