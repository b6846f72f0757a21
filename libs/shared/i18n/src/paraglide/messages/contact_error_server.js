/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Error_ServerInputs */

const en_contact_error_server = /** @type {(inputs: Contact_Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your message was not sent: our server had a problem. Please try again in a moment; what you typed is kept.`)
};

/**
* | output |
* | --- |
* | "Your message was not sent: our server had a problem. Please try again in a moment; what you typed is kept." |
*
* @param {Contact_Error_ServerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_error_server = /** @type {((inputs?: Contact_Error_ServerInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Error_ServerInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_error_server(inputs)
});