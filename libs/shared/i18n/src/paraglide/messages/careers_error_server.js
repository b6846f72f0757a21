/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Error_ServerInputs */

const en_careers_error_server = /** @type {(inputs: Careers_Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application was not sent: our server had a problem. Please try again in a moment; what you typed is kept.`)
};

/**
* | output |
* | --- |
* | "Your application was not sent: our server had a problem. Please try again in a moment; what you typed is kept." |
*
* @param {Careers_Error_ServerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_error_server = /** @type {((inputs?: Careers_Error_ServerInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Error_ServerInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_error_server(inputs)
});