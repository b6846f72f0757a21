/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Error_NetworkInputs */

const en_careers_error_network = /** @type {(inputs: Careers_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application was not sent: we could not reach our server. Check your connection and try again; what you typed is kept.`)
};

/**
* | output |
* | --- |
* | "Your application was not sent: we could not reach our server. Check your connection and try again; what you typed is kept." |
*
* @param {Careers_Error_NetworkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_error_network = /** @type {((inputs?: Careers_Error_NetworkInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Error_NetworkInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_error_network(inputs)
});